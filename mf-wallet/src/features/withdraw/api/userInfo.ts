import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/** Starts asking the member's data (userInfo, under the key every remote caches it by) for /baseinfo, which shows it. */
export function usePrefetchProfile() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return () =>
    void queryClient.prefetchQuery({ queryKey: ['userInfo'], queryFn: ({ signal }) => api.call('userInfo', undefined, { signal }) });
}
