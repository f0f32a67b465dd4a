import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallResponse, LiveEvent, LiveRound } from 'shared-contracts/api';
import { callKey, callQuery, useLiveChannel, usePlatform, type LiveState } from 'shared-contracts/platform';

/** How often home asks each game's round again while the live channel is not open: the countdown ticks on its own in between. */
export const LIVE_BEAT_MS = 5_000;

/** A game's round as home shows it, from a heartbeat or the hall's channel. */
export interface HallRound {
  issue: CallResponse<'heart'>['issue'];
  gameStatus: number;
  /** The game's last draw as this source had it (null: none yet). */
  lastIssue: string | null;
  /** Unix ms the round arrived: its openTime1 counts from then. */
  at: number;
}

/** A game's round in the page's cache: the heartbeat and the channel write the same entry. */
export const hallRoundKey = (gameId: number) => ['liveRound', gameId] as const;

/**
 * The games and their rooms with the last draw (the hall's call, under the hall's key). Quiet: home shows its own
 * state. Asked again every LIVE_BEAT_MS while the channel is not `live`; while it is, a draw it reports asks again.
 */
export function useLiveGames(live = false) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'lotteryIndex', undefined, { silent: true }), refetchInterval: live ? false : LIVE_BEAT_MS });
}

/**
 * A game's round now (one room's heartbeat: every room of a game shares its round): asked every LIVE_BEAT_MS while
 * the channel is not `live`; while it is, the channel keeps it (asked once only if it has not said it yet).
 */
export function useLiveRound(planId: number, gameId: number, live = false) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: hallRoundKey(gameId),
    queryFn: async ({ signal }): Promise<HallRound> => {
      const askedAt = Date.now();
      const beat = await api.call('heart', { plan_id: planId, game_id: gameId }, { signal, silent: true });
      const previous = queryClient.getQueryData<HallRound>(hallRoundKey(gameId));
      // Asked before the channel last said the round changed: that round is newer than this answer's.
      if (previous && previous.at > askedAt) return previous;
      return { issue: beat.issue, gameStatus: beat.game_status, lastIssue: beat.last_issue?.issue ?? null, at: Date.now() };
    },
    refetchInterval: live ? false : LIVE_BEAT_MS,
    staleTime: live ? Infinity : 0,
  });
}

/**
 * Writes the hall channel's `games` and `round` frames into each game's round; a last draw other than the one home
 * knows asks the hall's call again (the rooms' last codes). `me` is the platform's (useLiveChannel keeps it in the session).
 */
export function applyHallFrame(queryClient: QueryClient, frame: LiveEvent) {
  const rounds: readonly LiveRound[] = frame.event === 'games' ? frame.data : frame.event === 'round' ? [frame.data] : [];
  if (rounds.length === 0) return;
  const at = Date.now();
  const games = queryClient.getQueryData(callKey('lotteryIndex'))?.gameList;
  let drawn = false;
  for (const round of rounds) {
    const key = hallRoundKey(round.game_id);
    const previous = queryClient.getQueryData<HallRound>(key);
    const known = previous ? previous.lastIssue : games?.find((game) => game.id === round.game_id)?.issue.last_issue;
    const lastIssue = round.last_issue?.issue ?? null;
    if (known !== undefined && lastIssue !== known) drawn = true;
    queryClient.setQueryData<HallRound>(key, { issue: round.issue, gameStatus: round.game_status, lastIssue, at }, { updatedAt: at });
  }
  if (drawn) void queryClient.invalidateQueries({ queryKey: callKey('lotteryIndex'), exact: true });
}

/** The hall's live channel while home is mounted; home polls while it is not 'open'. */
export function useHallChannel(): LiveState {
  const queryClient = useQueryClient();
  const onFrame = useCallback((frame: LiveEvent) => applyHallFrame(queryClient, frame), [queryClient]);
  return useLiveChannel(HALL, onFrame);
}

const HALL = {};
