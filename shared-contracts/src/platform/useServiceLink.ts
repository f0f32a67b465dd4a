import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlatform } from './PlatformContext';

/** The customer-service link (GET /api/Task/kefu): asked once per page; a failed ask is asked again at the next tap. */
export const serviceLinkKey = ['kefu'] as const;

/** Opens customer service outside the app (the tab bar, /room, the personal screen). */
export function useServiceLink(): () => void {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(() => {
    // Open the window inside the tap so popup blockers allow it, then point it at the link.
    const target = window.open('', '_blank');
    queryClient.fetchQuery({ queryKey: serviceLinkKey, queryFn: () => api.call('kefu'), staleTime: Infinity }).then(
      ({ line }) => {
        if (target) target.location.href = line;
        else window.location.assign(line);
      },
      () => target?.close(), // the failure toast has been shown
    );
  }, [api, queryClient]);
}
