import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** How often home asks each game's round again: the countdown ticks on its own in between. */
export const LIVE_BEAT_MS = 5_000;

/** The games and their rooms with the last draw (the hall's call, under the hall's key). Quiet: home shows its own state. */
export function useLiveGames() {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'lotteryIndex', undefined, { silent: true }), refetchInterval: LIVE_BEAT_MS });
}

/** A game's round now (one room's heartbeat: every room of a game shares its round), asked every LIVE_BEAT_MS. */
export function useLiveRound(planId: number, gameId: number) {
  const { api } = usePlatform();
  return useQuery({
    ...callQuery(api, 'heart', { plan_id: planId, game_id: gameId }, { silent: true }),
    select: (beat) => ({ issue: beat.issue, gameStatus: beat.game_status }),
    refetchInterval: LIVE_BEAT_MS,
  });
}
