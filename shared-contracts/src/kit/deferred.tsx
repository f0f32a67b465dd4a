import { createElement, use, useEffect, useState, type ComponentType } from 'react';
import type { TabProps } from 'antd-mobile';
import type * as Motion from './motion';

/**
 * The motion widgets (./motion.ts) as the kit exports them: the same widgets, fetched the first time a page
 * needs one, so a page that shows none (the login, the home) never loads them. An overlay (Popup, Dialog,
 * ActionSheet, NumberKeyboard) renders nothing until it is first visible; a widget in the page's flow (Tabs,
 * PullToRefresh) suspends its screen, which shows its loading dots meanwhile; Dialog.confirm/alert fetch, then ask.
 */
type MotionWidgets = typeof Motion;
type Render = Parameters<MotionWidgets['unstableSetRender']>[0];

let loaded: MotionWidgets | undefined;
let loading: Promise<MotionWidgets> | undefined;
let reactRender: Render | undefined;

/** Fetches the motion widgets once; after a failure (a dropped connection) the next need tries again. */
export function loadMotionWidgets(): Promise<MotionWidgets> {
  loading ??= import('./motion').then(
    (widgets) => {
      if (reactRender) widgets.unstableSetRender(reactRender);
      loaded = widgets;
      return widgets;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The motion widgets if they have been fetched. */
export function motionWidgets(): MotionWidgets | undefined {
  return loaded;
}

/** How antd-mobile's imperative widgets (Toast.show, Dialog.confirm) render on React 19; applied when they load. */
export function unstableSetRender(render: Render): void {
  reactRender = render;
  loaded?.unstableSetRender(render);
}

/** An overlay that renders nothing until first visible; then its widget is fetched and stays. */
function deferredOverlay<P extends { visible?: boolean }>(name: string, pick: (widgets: MotionWidgets) => ComponentType<P>) {
  function DeferredOverlay(props: P) {
    const [wanted, setWanted] = useState(loaded !== undefined || Boolean(props.visible));
    if (props.visible && !wanted) setWanted(true);
    const [widgets, setWidgets] = useState(loaded);
    useEffect(() => {
      if (!wanted || widgets) return;
      let mounted = true;
      // A failed fetch leaves it closed; its screen mounted again asks again.
      loadMotionWidgets().then(
        (fetched) => mounted && setWidgets(fetched),
        () => undefined,
      );
      return () => void (mounted = false);
    }, [wanted, widgets]);
    const fetched = widgets ?? loaded;
    return fetched && wanted ? createElement(pick(fetched), props) : null;
  }
  DeferredOverlay.displayName = name;
  return DeferredOverlay;
}

/** A widget in the page's flow: it suspends its screen until fetched. */
function deferredInFlow<P extends object>(name: string, pick: (widgets: MotionWidgets) => ComponentType<P>) {
  function DeferredInFlow(props: P) {
    return createElement(pick(loaded ?? use(loadMotionWidgets())), props);
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
    alert: async (props: Parameters<MotionWidgets['Dialog']['alert']>[0]) => (await loadMotionWidgets()).Dialog.alert(props),
    confirm: async (props: Parameters<MotionWidgets['Dialog']['confirm']>[0]) => (await loadMotionWidgets()).Dialog.confirm(props),
  },
);
/** Tabs read each Tab's key and props and never render it, so the Tab marker needs no motion code. */
export const Tabs = Object.assign(
  deferredInFlow('Tabs', (w) => w.Tabs),
  { Tab: (_props: TabProps) => null },
);
