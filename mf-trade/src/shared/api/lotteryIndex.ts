import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey, usePlatform } from 'shared-contracts/platform';

/**
 * The four games (draw lines) with their rooms and latest draws: the hall lists them, the game pickers name them.
 * `refreshEvery` (ms) asks again while the screen shows (the hall, so new draws appear), silently once an answer is cached.
 */
export function useLotteryIndex({ refreshEvery }: { refreshEvery?: number } = {}) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const queryKey = callKey('lotteryIndex');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call('lotteryIndex', undefined, { signal, silent: queryClient.getQueryData(queryKey) !== undefined }),
    refetchInterval: refreshEvery,
  });
}
