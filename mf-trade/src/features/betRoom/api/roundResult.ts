import { useQuery } from '@tanstack/react-query';
import { usePlatform, useSchedule } from 'shared-contracts/platform';
import { dateInZone } from 'shared-contracts';
import { roundResult } from '../roomRules';

/**
 * The member's orders of the last two days as the api counts days (the lottery's zone, not the phone's), so a
 * round drawn just after midnight still finds its orders.
 */
export function recentOrderRange(zone: string, now = new Date()): { begin_date: string; end_date: string } {
  return { begin_date: dateInZone(now.getTime() - 86_400_000, zone), end_date: dateInZone(now, zone) };
}

/**
 * What the member's own orders of a drawn round came to (roomRules.roundResult), from their orders on the server:
 * asked again every 2 s while any is still settling. Nothing is asked before a draw is seen.
 */
export function useRoundResult(gameId: number, issue: string | null) {
  const { api } = usePlatform();
  const { timeZone } = useSchedule();
  return useQuery({
    queryKey: ['roundResult', gameId, issue],
    enabled: issue !== null,
    queryFn: async ({ signal }) => {
      const orders = await api.call('orderList', { ...recentOrderRange(timeZone), page: 1 }, { signal, silent: true });
      return roundResult(orders, gameId, issue!);
    },
    refetchInterval: (query) => (query.state.data?.kind === 'settling' ? 2000 : false),
  });
}
