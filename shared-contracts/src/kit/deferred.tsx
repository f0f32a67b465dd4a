import { createElement, use, useEffect, useState, type ComponentType } from 'react';
import type { TabProps } from 'antd-mobile';
import type * as Motion from './motion';

/**
 * The motion widgets (./motion.ts) as the kit exports them: the same widgets, fetched the first time a page
 * needs one, so a page that shows none (the login, the home) never loads them. An overlay (Popup, Dialog,
 * ActionSheet, NumberKeyboard) renders nothing until it is first visible; a widget in the page's flow (Tabs,
 * PullToRefresh) suspends its screen, which shows its loading dots meanwhile; Dialog.confirm/alert fetch, then ask.
 * Toast comes apart (./toastWidget.ts, used by ./toast.ts): a page's loading toast needs none of the drag code.
 */
type MotionWidgets = typeof Motion;
type Render = Parameters<MotionWidgets['unstableSetRender']>[0];

let reactRender: Render | undefined;

/** A module fetched once, on first need; after a failure (a dropped connection) the next need tries again. */
function fetchedOnce<M extends { unstableSetRender(render: Render): void }>(fetch: () => Promise<M>) {
  let fetched: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load(): Promise<M> {
      pending ??= fetch().then(
        (module) => {
          if (reactRender) module.unstableSetRender(reactRender);
          fetched = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    /** The module if it has been fetched. */
    loaded: (): M | undefined => fetched,
  };
}

const motion = fetchedOnce(() => import('./motion'));
export const toastWidget = fetchedOnce(() => import('./toastWidget'));

/** Fetches every animated widget now (the unit tests start with them). */
export async function loadMotionWidgets(): Promise<void> {
  await Promise.all([motion.load(), toastWidget.load()]);
}

/** How antd-mobile's imperative widgets (Toast.show, Dialog.confirm) render on React 19; applied when they load. */
export function unstableSetRender(render: Render): void {
  reactRender = render;
  motion.loaded()?.unstableSetRender(render);
  toastWidget.loaded()?.unstableSetRender(render);
}

/** An overlay that renders nothing until first visible; then its widget is fetched and stays. */
function deferredOverlay<P extends { visible?: boolean }>(name: string, pick: (widgets: MotionWidgets) => ComponentType<P>) {
  function DeferredOverlay(props: P) {
    const [wanted, setWanted] = useState(motion.loaded() !== undefined || Boolean(props.visible));
    if (props.visible && !wanted) setWanted(true);
    const [widgets, setWidgets] = useState(motion.loaded());
    useEffect(() => {
      if (!wanted || widgets) return;
      let mounted = true;
      // A failed fetch leaves it closed; its screen mounted again asks again.
      motion.load().then(
        (fetched) => mounted && setWidgets(fetched),
        () => undefined,
      );
      return () => void (mounted = false);
    }, [wanted, widgets]);
    const fetched = widgets ?? motion.loaded();
    return fetched && wanted ? createElement(pick(fetched), props) : null;
  }
  DeferredOverlay.displayName = name;
  return DeferredOverlay;
}

/** A widget in the page's flow: it suspends its screen until fetched. */
function deferredInFlow<P extends object>(name: string, pick: (widgets: MotionWidgets) => ComponentType<P>) {
  function DeferredInFlow(props: P) {
    return createElement(pick(motion.loaded() ?? use(motion.load())), props);
  }
  DeferredInFlow.displayName = name;
  return DeferredInFlow;
}

export const ActionSheet = deferredOverlay('ActionSheet', (w) => w.ActionSheet);
export const NumberKeyboard = deferredOverlay('NumberKeyboard', (w) => w.NumberKeyboard);
export const Popup = deferredOverlay('Popup', (w) => w.Popup);
export const PullToRefresh = deferredInFlow('PullToRefresh', (w) => w.PullToRefresh);
export const Dialog = Object.assign(
  deferredOverlay('Dialog', (w) => w.Dialog),
  {
    alert: async (props: Parameters<MotionWidgets['Dialog']['alert']>[0]) => (await motion.load()).Dialog.alert(props),
    confirm: async (props: Parameters<MotionWidgets['Dialog']['confirm']>[0]) => (await motion.load()).Dialog.confirm(props),
  },
);
/** Tabs read each Tab's key and props and never render it, so the Tab marker needs no motion code. */
export const Tabs = Object.assign(
  deferredInFlow('Tabs', (w) => w.Tabs),
  { Tab: (_props: TabProps) => null },
);
