import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey, usePlatform } from 'shared-contracts/platform';

/** Often enough that the operator's decision or a credit shows soon, seldom enough to cost nothing. */
export const WITHDRAW_WATCH_MS = 10_000;

/**
 * While /Withdraw is open, asks the balance and the withdrawals under review again every 10 s, silently, and writes
 * them where the screen reads them (their caches; the api client writes the balance to the session, whose
 * wallet:balance tells the page), the turnover left with the balance. Its own key, seeded so that it waits for its
 * first interval: the screen's mount calls already asked. It asks at once when the page shows again too (back from
 * the bet room in another tab, or from another app): silent, so unlike a screen's own query no toast flashes.
 */
export function useWatchWithdrawals() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  useQuery({
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
    refetchInterval: WITHDRAW_WATCH_MS,
    refetchOnWindowFocus: 'always',
  });
}
