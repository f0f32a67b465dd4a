import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CallResponse, LiveEvent } from 'shared-contracts/api';
import { callKey, useLiveChannel, usePlatform, type LiveState } from 'shared-contracts/platform';
import { mergeFeed, type Bet } from '../roomRules';

/** The spec's heartbeat period. */
export const HEART_MS = 2000;

type Heart = CallResponse<'heart'>;

/**
 * A heartbeat with what the room keeps across beats: the live feed, the ids of the member's own bets in it, the round
 * drawn while the member watched, and when the round (its openTime1) was heard, which its countdown counts from.
 */
export type RoomBeat = Omit<Heart, 'mine'> & {
  feed: readonly Bet[];
  mine: ReadonlySet<number>;
  drawnIssue: string | null;
  /** Unix ms the round (`issue`, `last_issue`, `game_status`) arrived: a poll's answer, a `heart` or a `round` frame. */
  roundAt: number;
};

/** What changes a room's beat: a heartbeat (a poll's answer, or the channel's snapshot) or one of the channel's frames. */
export type RoomChange = LiveEvent & { at: number };

const NONE: ReadonlySet<number> = new Set();

/** The room's entry in the page's query cache: the poll and the channel write the same one. */
export const roomKey = (planId: number, gameId: number) => ['heart', planId, gameId] as const;

/** The own bets seen so far and these; the same set when nothing is new, so the feed does not re-render. */
function mergeMine(seen: ReadonlySet<number>, incoming: readonly number[] = []): ReadonlySet<number> {
  if (incoming.every((id) => seen.has(id))) return seen;
  return new Set([...seen, ...incoming]);
}

/** The round drawn while the member watched: a last draw other than the one the room had. */
function drawnWhileWatching(previous: RoomBeat | undefined, lastIssue: Heart['last_issue']): string | null {
  const drawn = lastIssue?.issue;
  const newDraw = previous !== undefined && drawn !== undefined && drawn !== previous.last_issue?.issue;
  return newDraw ? drawn : (previous?.drawnIssue ?? null);
}

/**
 * The room's rules, one place for the poll and the channel: the beat after `change` (arrived at `change.at`), or
 * undefined when it cannot make one yet (a frame before any beat: the snapshot comes first). A heartbeat replaces the
 * round and merges the feed; a round frame replaces the round; bets merge into the feed; hits replace the wins;
 * `me` sets the balance and adds the member's bets. Frames of another room or game change nothing.
 */
export function nextBeat(previous: RoomBeat | undefined, change: RoomChange, planId: number, gameId: number): RoomBeat | undefined {
  switch (change.event) {
    case 'heart': {
      const answer = change.data;
      return {
        ...answer,
        feed: mergeFeed(previous?.feed ?? [], answer.message),
        mine: mergeMine(previous?.mine ?? NONE, answer.mine),
        drawnIssue: drawnWhileWatching(previous, answer.last_issue),
        roundAt: change.at,
      };
    }
    case 'round': {
      const round = change.data;
      if (!previous || round.game_id !== gameId) return previous;
      return {
        ...previous,
        last_issue: round.last_issue,
        issue: round.issue,
        game_status: round.game_status,
        commitment: round.commitment,
        previous_link: round.previous_link,
        drawnIssue: drawnWhileWatching(previous, round.last_issue),
        roundAt: change.at,
      };
    }
    case 'bets': {
      if (!previous || change.data.plan_id !== planId) return previous;
      const feed = mergeFeed(previous.feed, change.data.message);
      return feed === previous.feed ? previous : { ...previous, feed };
    }
    case 'hits':
      if (!previous || change.data.plan_id !== planId) return previous;
      return { ...previous, hit_notice: change.data.hit_notice };
    case 'me': {
      if (!previous) return previous;
      const { money, mine } = change.data;
      const nextMine = mergeMine(previous.mine, mine);
      if ((money === undefined || money === previous.user_quantity.money) && nextMine === previous.mine) return previous;
      return { ...previous, user_quantity: money === undefined ? previous.user_quantity : { money }, mine: nextMine };
    }
    default:
      return previous;
  }
}

/** Each part of the room (and the buy popup) reads the countdown from when its round was heard. */
export const roundAtOf = (beat: RoomBeat) => beat.roundAt;

/**
 * One part of the room's heartbeat (round, balance, live bets, last draw), picked by `select`: each part of the
 * room reads only what it shows, so a beat re-renders only the parts whose value changed (the 300-bet feed stays
 * as it is while no bet comes). The one caller with `poll` (the room, while its live channel is not open) makes it
 * beat every 2 s: silent (errors show nothing; the next beat tries again); TanStack pauses the interval while the
 * page is hidden, and refetchOnWindowFocus beats at once when it shows again. gcTime 0: leaving the room forgets its
 * feed and draws.
 */
export function useRoomBeat<T>(planId: number, gameId: number, select: (beat: RoomBeat) => T, { poll = false } = {}) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const queryKey = roomKey(planId, gameId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<RoomBeat> => {
      const askedAt = Date.now();
      const answer = await api.call('heart', { plan_id: planId, game_id: gameId }, { signal, silent: true });
      const previous = queryClient.getQueryData<RoomBeat>(queryKey);
      const beat = nextBeat(previous, { event: 'heart', data: answer, at: Date.now() }, planId, gameId)!;
      // Asked before the channel last said the round changed: the answer's round is older than the one shown.
      if (previous && previous.roundAt > askedAt) {
        const { last_issue, issue, game_status, commitment, previous_link, drawnIssue, roundAt } = previous;
        return { ...beat, last_issue, issue, game_status, commitment, previous_link, drawnIssue, roundAt };
      }
      return beat;
    },
    select,
    // The feed keeps its bets' identity itself (mergeFeed): deep-comparing 300 bets on every beat would be wasted work.
    structuralSharing: false,
    refetchInterval: poll ? HEART_MS : false,
    refetchOnWindowFocus: poll,
    gcTime: 0,
  });
}

/** Writes a frame of the room's channel into the room's entry, as a poll's answer would be written. */
export function applyRoomFrame(queryClient: QueryClient, planId: number, gameId: number, frame: LiveEvent) {
  const at = Date.now();
  if (frame.event === 'odds') {
    if (frame.data.game_id === gameId) void queryClient.invalidateQueries({ queryKey: callKey('oddsList', { plan_id: planId }) });
    return;
  }
  const key = roomKey(planId, gameId);
  const previous = queryClient.getQueryData<RoomBeat>(key);
  const next = nextBeat(previous, { ...frame, at } as RoomChange, planId, gameId);
  if (next !== undefined && next !== previous) queryClient.setQueryData<RoomBeat>(key, next, { updatedAt: at });
}

/**
 * The room's live channel: its frames written into the room's entry while the room is open. The answer is the
 * channel's state: the room polls while it is not 'open'.
 */
export function useRoomChannel(planId: number, gameId: number): LiveState {
  const queryClient = useQueryClient();
  // The balance a frame carries goes to the session by the platform (useLiveChannel), as a poll's does by the api client.
  const onFrame = useCallback((frame: LiveEvent) => applyRoomFrame(queryClient, planId, gameId, frame), [queryClient, planId, gameId]);
  return useLiveChannel({ game_id: gameId, plan_id: planId }, onFrame);
}
