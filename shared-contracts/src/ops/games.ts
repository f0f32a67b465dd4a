import { z } from 'zod';
import { call, emptyRequest, minor, requestSchema, unixSeconds } from '../api/common';
import { RESULTS } from '../domain/exposure';
import { isOutcomeClass } from '../domain/outcomes';
import { requestRow } from './requests';

/** The back office's games and rooms calls (issue 29, admin). Money in minor units; odds in hundredths (1.98 -> 198). */

const reason = z.string().trim().min(3).max(500);
const rowId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const title = z.string().trim().min(1).max(32);

export const gameOdds = z.object({
  class: z.number().int(),
  /** In the language asked. */
  class_name: z.string(),
  odds: z.number().int(),
  /** The theoretical return to player (winning draws / 1000 x odds), in tenths of a percent: 990 = 99.0%. */
  rtp_tenths: z.number().int(),
});

export const gameRoom = z.object({
  id: z.number().int(),
  tier: z.number().int(),
  title_tw: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  /** The balance a member needs to bet in the room (spec spelling). */
  joinmoeny: minor,
  /** Each class's stake limits in the room. */
  min_money: minor,
  max_money: minor,
  /** The most one order, and one member's orders of a round, may pay for any result (docs/game-rules.md 'Exposure'). */
  order_payout_limit: minor,
  member_payout_limit: minor,
  /** When the room was retired (out of the hall, no new bets; for good), or null while open. */
  retired_at: unixSeconds.nullable(),
  odds: z.array(gameOdds),
});

export const gameRow = z.object({
  id: z.number().int(),
  name_tw: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** A paused game refuses bets and keeps drawing. */
  paused: z.boolean(),
  /** The most a round may pay for any one result, all rooms together. */
  round_payout_limit: minor,
  rooms: z.array(gameRoom),
});

/** Every game with its status and rooms (retired ones too), each room's odds per class with its RTP. */
export const opsGames = call({ method: 'POST', path: '/api/ops/games', mutates: false, request: emptyRequest, response: z.array(gameRow) });

/** Pauses a game (bets refused, rounds keep drawing) or puts it back on sale; recorded even when unchanged. */
export const opsGameStatus = call({
  method: 'POST',
  path: '/api/ops/gameStatus',
  mutates: true,
  request: requestSchema({ game_id: rowId, paused: z.boolean(), reason }),
  response: z.object({ game_id: z.number().int(), paused: z.boolean(), unchanged: z.boolean() }),
});

/**
 * Asks to set one class's odds in an open room (issue 38: odds pay out, so a second admin approves; opsRequestDecide
 * applies it); refused when asked (70040) when its return to player would be above 100%.
 */
export const opsOddsSet = call({
  method: 'POST',
  path: '/api/ops/oddsSet',
  mutates: true,
  request: requestSchema({
    plan_id: rowId,
    class: z.number().int().refine(isOutcomeClass),
    odds: z.number().int().min(100).max(9_999_999),
    reason,
  }),
  response: requestRow,
});

/**
 * Changes an open room (`id`) or adds one to `game_id` (the next tier, the default odds): titles in three languages, entry
 * money (0 or more), each class's minimum and maximum stake (above 0, minimum at most the maximum: 70041).
 */
export const opsRoomSave = call({
  method: 'POST',
  path: '/api/ops/roomSave',
  mutates: true,
  request: requestSchema({
    id: rowId.optional(),
    game_id: rowId,
    title_tw: title,
    title_zh: title,
    title_en: title,
    joinmoeny: minor.nonnegative(),
    min_money: minor.positive(),
    max_money: minor.positive(),
    /** Not given: the default for a new room, unchanged for a room changed. */
    order_payout_limit: minor.positive().optional(),
    member_payout_limit: minor.positive().optional(),
    reason,
  }),
  response: z.object({ id: z.number().int(), tier: z.number().int() }),
});

/** Sets the most a round of the game may pay for any one result, all rooms together; bets accepted stay. */
export const opsGameLimit = call({
  method: 'POST',
  path: '/api/ops/gameLimit',
  mutates: true,
  request: requestSchema({ game_id: rowId, round_payout_limit: minor.positive(), reason }),
  response: z.object({ game_id: z.number().int(), round_payout_limit: minor }),
});

/** Retires an open room for good: out of the hall, new bets refused, bets placed settle. A game keeps one open room (70045). */
export const opsRoomRetire = call({
  method: 'POST',
  path: '/api/ops/roomRetire',
  mutates: true,
  request: requestSchema({ id: rowId, reason }),
  response: z.object({ id: z.number().int(), retired_at: unixSeconds }),
});

/**
 * Every open round's exposure (docs/game-rules.md 'Exposure'), every role: what it would pay for each result (index =
 * the sum), its worst result and the game's round limit; the console asks it again every few seconds.
 */
export const opsExposure = call({
  method: 'POST',
  path: '/api/ops/exposure',
  mutates: false,
  request: emptyRequest,
  response: z.array(
    z.object({
      game_id: z.number().int(),
      name_tw: z.string(),
      name_zh: z.string(),
      name_en: z.string(),
      issue: z.string(),
      seals_at: unixSeconds,
      round_payout_limit: minor,
      payouts: z.array(minor).length(RESULTS),
      worst_result: z.number().int(),
      worst_payout: minor,
    }),
  ),
});

/**
 * Asks to void a round that could not be drawn fairly and refund its orders (issue 39; docs/game-rules.md 'Voided
 * rounds'): a four-eyes request another admin approves (opsRequestDecide). Refused when asked and when approved:
 * no such round (70046), still on sale (70047: it must be sealed), voided already (70048). The reason is shown to the
 * players.
 */
export const opsRoundVoid = call({
  method: 'POST',
  path: '/api/ops/roundVoid',
  mutates: true,
  request: requestSchema({ game_id: rowId, issue: z.string().regex(/^\d{8,20}$/), reason }),
  response: requestRow,
});

export const gamesCalls = { opsGames, opsExposure, opsGameStatus, opsGameLimit, opsOddsSet, opsRoomSave, opsRoomRetire, opsRoundVoid };
