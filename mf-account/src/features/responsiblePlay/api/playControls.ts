import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const playControlsKey = ['playControls'] as const;

/** The member's limits (with what is used and when each resets), reality check and any break running (playControls). */
export function usePlayControls() {
  const { api } = usePlatform();
  return useQuery({ queryKey: playControlsKey, queryFn: ({ signal }) => api.call('playControls', undefined, { signal }) });
}
