import { z } from 'zod';
import { id, minor } from './common';
import { betMessage, heart, hitNotice } from './lottery';

/**
 * The live channel (issue 30, docs/live-channel.md): Server-Sent Events over one streamed GET per tab, read by our
 * app with fetch (the session's `token` header like every call; the legacy dialect keeps the heartbeat).
 *
 * `GET /api/live?lang=en` is the hall: a `games` snapshot, then every game's `round` changes and the member's `me`.
 * `GET /api/live?lang=en&game_id=G&plan_id=P` is a room: a `heart` snapshot (exactly the heartbeat's answer), then
 * its game's `round` and `odds`, the room's `bets` and `hits`, and the member's `me`.
 * Frames are standard SSE text: `event: <name>\ndata: <json>\n\n`; a `:` comment line every LIVE_KEEPALIVE_MS keeps
 * proxies from closing an idle stream. A refused connection (no session, unknown room) answers the usual JSON
 * envelope instead of a stream. The server closes a stream when the session ends, when the client reads too slowly
 * (it resyncs on reconnect), and when it shuts down; a reconnect always starts with a fresh snapshot.
 */
export const LIVE_PATH = '/api/live';
export const LIVE_CONTENT_TYPE = 'text/event-stream';
/** A comment this often on every stream; a client that hears nothing for twice this long reconnects. */
export const LIVE_KEEPALIVE_MS = 25_000;

/** What a `me` frame's `wallet` names: the member's deposit requests, their withdrawals, their turnover left. */
export const LIVE_WALLET_CHANGES = ['deposits', 'withdrawals', 'turnover'] as const;
export type LiveWalletChange = (typeof LIVE_WALLET_CHANGES)[number];

export const liveQuery = z.object({
  lang: z.string().optional(),
  game_id: id.optional(),
  plan_id: id.optional(),
});

/** A game's round as the heartbeat says it, for one game: written once per change, to the hall and the game's rooms. */
export const liveRound = z.object({
  game_id: z.number().int(),
  last_issue: heart.response.shape.last_issue,
  /** openTime1 in seconds, as the heartbeat says it, counted from the moment the frame was written. */
  issue: heart.response.shape.issue,
  game_status: z.number().int(),
  commitment: z.string(),
  previous_link: z.string().nullable(),
  /** Unix ms of the change (the round's scheduled open, seal or draw; the status change): delivery is measured from it. */
  at: z.number().int(),
});

/** A bet in the feed, with the moment (unix ms) its order was written. */
export const liveBet = betMessage.extend({ id: z.number().int(), at: z.number().int() });

export const liveEvents = {
  /** Room snapshot: the heartbeat's answer for this member, on connect. */
  heart: heart.response,
  /** Hall snapshot: every game's round, on connect. */
  games: z.array(liveRound),
  round: liveRound,
  /** New bets of the room's current round, oldest first (one frame may carry several). */
  bets: z.object({ plan_id: z.number().int(), message: z.array(liveBet) }),
  /** The room's wins of the game's last settled round (replaces the list). */
  hits: z.object({ plan_id: z.number().int(), hit_notice: z.array(hitNotice) }),
  /**
   * The member's own, to that member's streams only: the balance when it changes, the ids of their bets as they
   * enter the feed, the unread in-site message count when a message is written to them, and which of their wallet's
   * lists changed (a deposit request or withdrawal opened, decided, paid; the turnover left moved, by a settled bet,
   * a credit or an operator's waiver): the screens showing them ask again.
   */
  me: z.object({
    money: minor.optional(),
    mine: z.array(z.number().int()).optional(),
    unread: z.number().int().nonnegative().optional(),
    wallet: z.array(z.enum(LIVE_WALLET_CHANGES)).optional(),
  }),
  /** The game's odds changed: ask oddsList again. */
  odds: z.object({ game_id: z.number().int() }),
} as const;

export type LiveEventName = keyof typeof liveEvents;
export type LiveEvent = { [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEvents)[K]> } }[LiveEventName];
export type LiveRound = z.infer<typeof liveRound>;
export type LiveBet = z.infer<typeof liveBet>;
