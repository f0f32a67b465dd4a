import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

/** The game's latest rounds as candles (cand), built by the api from real draws only. */
export function useCandles(gameId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['cand', gameId],
    queryFn: ({ signal }) => api.call('cand', { game_id: gameId }, { signal }),
  });
}
