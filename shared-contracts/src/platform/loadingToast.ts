/** How long a call runs before its loading toast shows. */
export const LOADING_TOAST_DELAY_MS = 300;

/**
 * The api client's loading toast (ApiClientOptions ui.loading), shown only once a call has lasted
 * LOADING_TOAST_DELAY_MS: a quick answer flashes no toast, and the calls of a page's first screen do not fetch the
 * toast widget (~25 KB, ../kit/toastWidget.ts) while that screen is still loading. Clearing cancels a pending show.
 */
export function delayedLoadingToast(show: () => void, clear: () => void, delayMs = LOADING_TOAST_DELAY_MS): (on: boolean) => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return (on) => {
    if (on) {
      pending ??= setTimeout(() => {
        pending = undefined;
        show();
      }, delayMs);
      return;
    }
    clearTimeout(pending);
    pending = undefined;
    clear();
  };
}
