import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { mergeFeed, type Bet } from '../roomRules';

/** The spec's heartbeat period. */
export const HEART_MS = 2000;

/**
 * A heartbeat with what the room keeps across beats: the live feed, the ids of the member's own bets in it, and the
 * round drawn while the member watched.
 */
export type RoomBeat = Omit<CallResponse<'heart'>, 'mine'> & { feed: readonly Bet[]; mine: ReadonlySet<number>; drawnIssue: string | null };

const NONE: ReadonlySet<number> = new Set();

/** The own bets seen so far and this beat's; the same set when nothing is new, so the feed does not re-render. */
function mergeMine(seen: ReadonlySet<number>, incoming: readonly number[] = []): ReadonlySet<number> {
  if (incoming.every((id) => seen.has(id))) return seen;
  return new Set([...seen, ...incoming]);
}

/**
 * One part of the room's heartbeat (round, balance, live bets, last draw), picked by `select`: each part of the
 * room reads only what it shows, so a beat re-renders only the parts whose value changed (the 300-bet feed stays
 * as it is while no bet comes). The one caller with `poll` (the room) makes it beat every 2 s: silent (errors show
 * nothing; the next beat tries again); TanStack pauses the interval while the page is hidden, and
 * refetchOnWindowFocus beats at once when it shows again. gcTime 0: leaving the room forgets its feed and draws.
 */
export function useRoomBeat<T>(planId: number, gameId: number, select: (beat: RoomBeat) => T, { poll = false } = {}) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const queryKey = ['heart', planId, gameId];
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<RoomBeat> => {
      const answer = await api.call('heart', { plan_id: planId, game_id: gameId }, { signal, silent: true });
      const previous = queryClient.getQueryData<RoomBeat>(queryKey);
      const drawn = answer.last_issue?.issue;
      const newDraw = previous !== undefined && drawn !== undefined && drawn !== previous.last_issue?.issue;
      return {
        ...answer,
        feed: mergeFeed(previous?.feed ?? [], answer.message),
        mine: mergeMine(previous?.mine ?? NONE, answer.mine),
        drawnIssue: newDraw ? drawn : (previous?.drawnIssue ?? null),
      };
    },
    select,
    // The feed keeps its bets' identity itself (mergeFeed): deep-comparing 300 bets on every beat would be wasted work.
    structuralSharing: false,
    refetchInterval: poll ? HEART_MS : false,
    refetchOnWindowFocus: poll,
    gcTime: 0,
  });
}
