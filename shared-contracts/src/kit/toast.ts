import type { ToastHandler, ToastShowProps } from 'antd-mobile/es/components/toast';
import { toastWidget } from './deferred';

let pendingClear: ReturnType<typeof setTimeout> | undefined;
/** The page's first toast, asked while the widget is being fetched (./toastWidget.ts): shown when it lands, unless cleared. */
let waiting: ToastShowProps | string | null = null;

function cancelPendingClear(): void {
  clearTimeout(pendingClear);
  pendingClear = undefined;
}

/**
 * antd-mobile's Toast, one at a time. antd-mobile replaces a showing toast in place, but a cleared one fades out
 * for ~250 ms, and a toast shown meanwhile fades in over it: the loading toast a call clears and the result its
 * screen shows at once (login, a saved form, a failure) overlapped. So clear() waits for the end of the current
 * task: a toast shown before then takes the old one's place; otherwise the old one goes as before.
 */
export const Toast = {
  show(props: ToastShowProps | string): ToastHandler {
    cancelPendingClear();
    const widget = toastWidget.loaded();
    if (widget) return widget.Toast.show(props);
    waiting = props;
    let shown: ToastHandler | undefined;
    toastWidget.load().then(
      (fetched) => {
        if (waiting !== props) return; // cleared, or another toast took its place
        waiting = null;
        shown = fetched.Toast.show(props);
      },
      () => {
        if (waiting === props) waiting = null;
      },
    );
    return {
      close: () => {
        if (waiting === props) waiting = null;
        shown?.close();
      },
    };
  },
  clear(): void {
    cancelPendingClear();
    pendingClear = setTimeout(() => {
      pendingClear = undefined;
      waiting = null;
      toastWidget.loaded()?.Toast.clear();
    }, 0);
  },
};
