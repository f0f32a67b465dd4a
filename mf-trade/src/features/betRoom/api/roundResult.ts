import { useQuery } from '@tanstack/react-query';
import { usePlatform, useSchedule } from 'shared-contracts/platform';
import { roundResult } from '../roomRules';

/** YYYY-MM-DD in a time zone. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The member's orders of the last two days as the api counts days (the lottery's zone, not the phone's), so a
 * round drawn just after midnight still finds its orders.
 */
export function recentOrderRange(zone: string, now = new Date()): { begin_date: string; end_date: string } {
  return { begin_date: dayIn(zone, new Date(now.getTime() - 86_400_000)), end_date: dayIn(zone, now) };
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
