import { useCallback } from 'react';
import { usePlatform } from 'shared-contracts/platform';

/** Opens the customer-service link (GET /api/Task/kefu) outside the app. */
export function useServiceLink() {
  const { api } = usePlatform();
  return useCallback(() => {
    // Open the window inside the tap so popup blockers allow it, then point it at the link.
    const target = window.open('', '_blank');
    api.call('kefu').then(
      ({ line }) => {
        if (target) target.location.href = line;
        else window.location.assign(line);
      },
      () => target?.close(),
    );
  }, [api]);
}
