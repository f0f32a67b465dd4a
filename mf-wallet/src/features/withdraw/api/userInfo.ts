import { useQueryClient } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** Starts asking the member's data (userInfo, in the cache entry every remote shares) for /baseinfo, which shows it. */
export function usePrefetchProfile() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(callQuery(api, 'userInfo'));
}
