import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey, useOwnChanges, usePlatform } from 'shared-contracts/platform';

/** The fallback's pace (the live channel down): the operator's decision or a credit shows soon, and costs little. */
export const WITHDRAW_WATCH_MS = 10_000;

/**
 * While /Withdraw is open it holds the hall channel (useOwnChanges): a `me` frame whose balance moved or that says
 * the member's withdrawals (decided, paid) or turnover left (an operator's waiver) changed asks the balance (with the turnover left) and the withdrawals
 * under review again at once, and nothing is polled. While the channel is not open, the fallback asks them again
 * every 10 s. Either way silently, written where the screen reads them (their caches; the api client writes the
 * balance to the session, whose wallet:balance tells the page). Its own key, seeded so that it waits for its first
 * interval: the screen's mount calls already asked. It asks at once when the page shows again too (back from the bet
 * room in another tab, or from another app): silent, so unlike a screen's own query no toast flashes.
 */
export function useWatchWithdrawals() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const live = useOwnChanges((own) => {
    if (own.money !== undefined || own.wallet?.some((list) => list === 'withdrawals' || list === 'turnover')) void watch.refetch();
  });
  const watch = useQuery({
    queryKey: ['withdrawInfo', 'watch'],
    queryFn: async ({ signal }) => {
      const [info, reviewing] = await Promise.all([
        api.call('withdrawInfo', undefined, { signal, silent: true }),
        api.call('withdrawReviewList', undefined, { signal, silent: true }),
      ]);
      queryClient.setQueryData(callKey('withdrawInfo'), info);
      queryClient.setQueryData(callKey('withdrawReviewList'), reviewing);
      return info.money;
    },
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: live === 'open' ? false : WITHDRAW_WATCH_MS,
    refetchOnWindowFocus: 'always',
  });
}
