import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey, usePlatform } from 'shared-contracts/platform';

/** Often enough that an approved deposit or a withdrawal decided by the operator shows soon, seldom enough to cost nothing. */
export const BALANCE_WATCH_MS = 10_000;

/**
 * While the screen is open, asks userInfo again every 10 s, silently (no toast each time; the next ask retries), and
 * writes the answer where every reader looks: the userInfo cache, and (by the api client) the session, whose
 * wallet:balance the page hears.
 * Its own key, seeded so that it waits for its first interval: the screen's mount call already asked.
 */
export function useWatchBalance() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: ['userInfo', 'watch'],
    queryFn: async ({ signal }) => {
      const fresh = await api.call('userInfo', undefined, { signal, silent: true });
      queryClient.setQueryData(callKey('userInfo'), fresh);
      return fresh.money;
    },
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: BALANCE_WATCH_MS,
  });
}
