import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey, useOwnChanges, usePlatform } from 'shared-contracts/platform';

/** The fallback's pace (the live channel down): an approved deposit or a decided withdrawal shows soon, and costs little. */
export const BALANCE_WATCH_MS = 10_000;

/**
 * While the screen is open it holds the hall channel (useOwnChanges), whose `me` frames bring the balance the moment
 * it moves (a settled bet, an operator's credit) and the unread count. While the channel is not open (down, or still
 * connecting), the fallback: asks userInfo again every 10 s, silently (no toast each time; the next ask retries), and
 * writes the answer where every reader looks: the userInfo cache, and (by the api client) the session, whose
 * wallet:balance the page hears.
 * Its own key, seeded so that it waits for its first interval: the screen's mount call already asked.
 */
export function useWatchBalance() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const live = useOwnChanges();
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
    refetchInterval: live === 'open' ? false : BALANCE_WATCH_MS,
  });
}
