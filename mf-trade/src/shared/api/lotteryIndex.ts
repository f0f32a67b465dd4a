import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts/platform';

export const lotteryIndexKey = ['lotteryIndex'] as const;

/**
 * The four games (draw lines) with their rooms and latest draws: the hall lists them, the game pickers name them.
 * `refreshEvery` (ms) asks again while the screen shows (the hall, so new draws appear), silently once an answer is cached.
 */
export function useLotteryIndex({ refreshEvery }: { refreshEvery?: number } = {}) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: lotteryIndexKey,
    queryFn: ({ signal }) => api.call('lotteryIndex', {}, { signal, silent: queryClient.getQueryData(lotteryIndexKey) !== undefined }),
    refetchInterval: refreshEvery,
  });
}
