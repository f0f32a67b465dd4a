import { useCallback, useRef } from 'react';
import type { ApiClient } from 'shared-contracts';

/** The customer-service link from GET /api/Task/kefu, fetched once, opened outside the app. */
export function useServiceLink(api: ApiClient) {
  const link = useRef<Promise<string> | null>(null);
  const get = useCallback(() => {
    link.current ??= api.call('kefu').then((data) => data.line).catch((error: unknown) => {
      link.current = null;
      throw error;
    });
    return link.current;
  }, [api]);
  const open = useCallback(() => {
    // Open the window synchronously (inside the tap) so popup blockers allow it, then point it at the link.
    const target = window.open('', '_blank');
    get().then(
      (url) => {
        if (target) target.location.href = url;
        else window.location.assign(url);
      },
      () => target?.close(),
    );
  }, [get]);
  return { get, open };
}
