import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveEvent } from 'shared-contracts/api';
import { callKey, useLiveChannel, usePlatform, type LiveState } from 'shared-contracts/platform';

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

const HALL = {};

/**
 * The hall's live channel while the screen shows: a game drawn (its last issue other than the one the hall lists)
 * asks the index again. The answer is the channel's state: the screen polls while it is not 'open'.
 */
export function useHallDraws(): LiveState {
  const queryClient = useQueryClient();
  const onFrame = useCallback(
    (frame: LiveEvent) => {
      const rounds = frame.event === 'games' ? frame.data : frame.event === 'round' ? [frame.data] : [];
      const games = queryClient.getQueryData(callKey('lotteryIndex'))?.gameList;
      if (!games) return;
      const drawn = rounds.some(
        (round) => (round.last_issue?.issue ?? null) !== (games.find((game) => game.id === round.game_id)?.issue.last_issue ?? null),
      );
      if (drawn) void queryClient.invalidateQueries({ queryKey: callKey('lotteryIndex'), exact: true });
    },
    [queryClient],
  );
  return useLiveChannel(HALL, onFrame);
}
