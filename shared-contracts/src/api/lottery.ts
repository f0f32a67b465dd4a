import { z } from 'zod';
import { call, dateString, id, minor, page, positiveMinor, requestSchema, unixSeconds } from './common';
import { RESULTS } from '../domain/exposure';
import { ISSUE_PATTERN } from '../domain/issue';
import { dateRange } from './user';

const issue = z.string().regex(ISSUE_PATTERN);
/** Decimal odds including the stake, as exact text ("1.98"); the server keeps hundredths. */
const odds = z.string().regex(/^\d+\.\d{2}$/);

export const plan = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  title: z.string(),
  joinmoeny: minor,
  min_money: minor,
  max_money: minor,
  issue: z.object({ last_code: z.number().int().nullable() }),
});

export const game = z.object({
  id: z.number().int(),
  name: z.string(),
  game_status: z.number().int(),
  issue: z.object({ last_issue: z.string().nullable(), last_code: z.number().int().nullable() }),
  planList: z.array(plan),
});

export const lotteryIndex = call({
  method: 'POST',
  path: '/api/Lottery/index',
  mutates: false,
  request: requestSchema({ game_id: id.optional() }),
  response: z.object({ gameList: z.array(game) }),
});

export const betMessage = z.object({
  nickname: z.string(),
  issue,
  play_method: z.string(),
  quantity: minor,
  play_type: z.string(),
  /** The bet's sequence number: the same bet comes back in every heartbeat of its round, so feeds de-duplicate by it. */
  id: z.number().int().optional(),
});
export const hitNotice = z.object({ nickname: z.string(), game_name: z.string(), profit: minor, createtime: unixSeconds });

export const heart = call({
  method: 'POST',
  path: '/api/Lottery/heart',
  mutates: false,
  request: requestSchema({ plan_id: id, game_id: id }),
  response: z.object({
    last_issue: z
      .object({ issue: z.string(), site_1: z.number().int(), site_2: z.number().int(), site_3: z.number().int(), code: z.number().int() })
      .nullable(),
    /** The round now, null when closed; openTime1 = seconds until betting seals, or until the draw once sealed (whether_close). */
    issue: z.object({ issue: z.string(), openTime1: z.number().int(), whether_close: z.boolean() }).nullable(),
    game_status: z.number().int(),
    user_quantity: z.object({ money: minor }),
    message: z.array(betMessage),
    /** The ids of the asker's own bets in `message` (never offered to follow); absent from older servers. */
    mine: z.array(z.number().int()).optional(),
    hit_notice: z.array(hitNotice),
    /** Provably fair: the chain's commitment and the last revealed link. */
    commitment: z.string(),
    previous_link: z.string().nullable(),
  }),
});

export const ruleBase = z.object({
  class: z.number().int(),
  class_name: z.string(),
  odds,
  min_money: minor,
  max_money: minor,
});
export const oddsList = call({
  method: 'POST',
  path: '/api/Lottery/oddsList',
  mutates: false,
  request: requestSchema({ plan_id: id }),
  response: z.object({ rule_base: z.array(ruleBase) }),
});

/**
 * What one more order of the member may pay in the room's round on sale, for each result (docs/game-rules.md
 * 'Exposure'): the tightest of the room's order and member limits and the game's round limit, less what is owed there.
 * The buy popup finds the largest stake of a choice with it (largestStakeWithin) before the member types.
 */
export const payoutRoom = call({
  method: 'POST',
  path: '/api/Lottery/payoutRoom',
  mutates: false,
  request: requestSchema({ game_id: id, plan_id: id }),
  response: z.object({ issue: issue.nullable(), capacity: z.array(minor).length(RESULTS) }),
});

/** A voided round (issue 39, docs/game-rules.md 'Voided rounds'): why the operator voided it, and when. */
export const roundVoid = z.object({ reason: z.string(), voided_at: unixSeconds });
export type RoundVoid = z.infer<typeof roundVoid>;
/** An order of a voided round: the void, and what the order got back (null until its refund is written, moments later). */
export const orderVoid = roundVoid.extend({ refund: minor.nullable() });

export const order = z.object({
  orderNo: z.string(),
  createtime: unixSeconds,
  name: z.string(),
  plan_name: z.string(),
  game_id: z.number().int(),
  status: z.number().int(),
  whether_hit: z.number().int(),
  profit: minor,
  issue,
  play_method: z.string(),
  play_type: z.string(),
  quantity: minor,
  after_quantity: minor,
  /** Set when the order's round was voided (status 2 once refunded); absent from older servers. */
  voided: orderVoid.nullable().optional(),
});
export type Order = z.infer<typeof order>;

export const playOrder = call({
  method: 'POST',
  path: '/api/Lottery/playOrder',
  mutates: true,
  request: requestSchema({
    issue: z.string().max(20),
    plan_id: id,
    game_id: id,
    /** Comma list of unique outcome classes, e.g. "1,3,105". */
    play_type: z.string().regex(/^\d{1,3}(,\d{1,3}){0,39}$/),
    /** Stake per choice, minor units. */
    money: positiveMinor,
  }),
  response: order,
});

export const drawRow = z.object({
  issue,
  site_1: z.number().int(),
  site_2: z.number().int(),
  site_3: z.number().int(),
  code: z.number().int(),
  /** Two labels, long/short and odd/even, in the request's language. */
  base: z.string(),
  /** Bets placed on the round, all rooms of the game. */
  join: z.number().int(),
  opentime: unixSeconds,
  /** Set when the round was voided after its draw (its bets refunded); absent from older servers. */
  voided: roundVoid.nullable().optional(),
});
export const issueList = call({
  method: 'POST',
  path: '/api/Lottery/issueList',
  mutates: false,
  request: requestSchema({ game_id: id, date: dateString.optional(), page }),
  response: z.array(drawRow),
});

export const candle = z.object({
  issue,
  cand: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  cand_code: z.number().int(),
  opentime: unixSeconds,
});
export const cand = call({
  method: 'POST',
  path: '/api/Lottery/cand',
  mutates: false,
  request: requestSchema({ game_id: id }),
  response: z.array(candle),
});

/** One leg of an order: a class, the odds it was bought at, its stake, and once drawn whether it won and what it paid. */
export const orderLeg = z.object({
  class: z.number().int(),
  class_name: z.string(),
  odds,
  money: minor,
  /** null until the round draws. */
  win: z.boolean().nullable(),
  /** stake x odds when it won, else 0. */
  payout: minor,
});
/** An order as the records read it: with its legs and its round's draw (null until drawn). */
export const orderRecord = order.extend({
  legs: z.array(orderLeg),
  draw: z.object({ site_1: z.number().int(), site_2: z.number().int(), site_3: z.number().int(), code: z.number().int() }).nullable(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

export const orderList = call({
  method: 'POST',
  path: '/api/user/orderList',
  mutates: false,
  request: requestSchema({ ...dateRange, page }),
  response: z.array(orderRecord),
});

export const verify = call({
  method: 'POST',
  path: '/api/Lottery/verify',
  mutates: false,
  request: requestSchema({ game_id: id, issue: z.string().max(20) }),
  // A round voided before its draw has no chain, link, digits or outcomes (null, []): only its void.
  response: z.object({
    game_id: z.number().int(),
    issue,
    salt: z.string().nullable(),
    link: z.string().nullable(),
    previous_link: z.string().nullable(),
    commitment: z.string().nullable(),
    site_1: z.number().int().nullable(),
    site_2: z.number().int().nullable(),
    site_3: z.number().int().nullable(),
    code: z.number().int().nullable(),
    outcomes: z.array(z.object({ class: z.number().int(), win: z.boolean() })),
    /** Set when the round was voided: its draw, if it had one, stands as drawn, and its bets were refunded. */
    voided: roundVoid.nullable().optional(),
  }),
});
