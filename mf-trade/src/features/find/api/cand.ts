import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/**
 * The game's latest rounds as candles (cand), built by the api from real draws only. Asked again when `lastIssue`
 * (the game's latest draw, as the polled lotteryIndex reports it) changes, silently then, the old candles kept in
 * view meanwhile; nothing is asked before that draw is known (undefined), so opening the screen asks once.
 */
export function useCandles(gameId: number, lastIssue: string | null | undefined) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['cand', gameId, lastIssue],
    queryFn: ({ signal }) => {
      const shown = queryClient.getQueriesData({ queryKey: ['cand', gameId] }).some(([, data]) => data !== undefined);
      return api.call('cand', { game_id: gameId }, { signal, silent: shown });
    },
    enabled: lastIssue !== undefined,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === gameId ? previous : undefined),
  });
}
