import AntToast, { type ToastHandler, type ToastShowProps } from 'antd-mobile/es/components/toast';

let pendingClear: ReturnType<typeof setTimeout> | undefined;

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
    return AntToast.show(props);
  },
  clear(): void {
    cancelPendingClear();
    pendingClear = setTimeout(() => {
      pendingClear = undefined;
      AntToast.clear();
    }, 0);
  },
  config: AntToast.config,
};
