import { z } from 'zod';
import { call, emptyRequest, minor, nonnegativeMinor, page, positiveMinor, requestSchema, unixSeconds } from './common';
import { dateRange } from './user';

/** Fund-log (ledger entry) types and statuses, as the spec numbers them. */
export const FUND_TYPES = { deposit: 0, withdrawal: 1, purchase: 2, profit: 3, gift: 4 } as const;
export const FUND_STATUSES = { notPassed: 0, passed: 1, rejected: 2 } as const;
export { MIN_WITHDRAWAL_MINOR } from '../domain/walletRules';
export const DEPOSIT_BONUS_PERCENT = 10;
export const DEPOSIT_WINDOW_MINUTES = 30;

/**
 * Where the chain check of a USDT payout stands: pending (not yet confirmed), confirmed (that amount reached the
 * member's address), or flagged for the operator: mismatch (another amount or address), failed (the transaction
 * reverted), unconfirmed (no confirmed transaction yet, long after it was recorded).
 */
export const PAYOUT_STATES = ['pending', 'confirmed', 'mismatch', 'failed', 'unconfirmed'] as const;
export const payoutState = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof payoutState>;
/** The states the operator must look at (the member is told the payment is being checked). */
export const FLAGGED_PAYOUT_STATES: readonly PayoutState[] = ['mismatch', 'failed', 'unconfirmed'];

export const fundLog = z.object({
  id: z.number().int(),
  createtime: unixSeconds,
  type: z.number().int().min(0).max(4),
  mark: z.string(),
  status: z.number().int().min(0).max(2),
  quantity: minor,
  /** The signed change this entry made to the balance: 0 for a deposit request (and a refused one), which moves nothing. */
  delta: minor,
  over: minor,
  /** A withdrawal paid on chain: the payout's transaction hash (0x + 64 hex), as the operator recorded it. */
  payout_tx: z.string().optional(),
  /** That payout's chain check (with payout_tx only). */
  payout_state: payoutState.optional(),
  /** A withdrawal request the cashier rejected with a reason: the reason as written (its return's mark says it in words). */
  reason: z.string().optional(),
});
export type FundLog = z.infer<typeof fundLog>;

export const quantityLogList = call({
  method: 'POST',
  path: '/api/user/quantityLogList',
  mutates: false,
  request: requestSchema({ ...dateRange, type: z.number().int().min(0).max(4).optional(), page }),
  response: z.array(fundLog),
});

/**
 * The turnover (流水) a member must still play before a withdrawal (issue 28): each credited deposit and each bonus
 * add to it (amount x the program's multiple, in force when it was credited); the stake of each settled order
 * counts it down, never below 0. Minor units.
 */
export const turnoverStanding = z.object({ left: minor, required: minor, played: minor });
export type TurnoverStanding = z.infer<typeof turnoverStanding>;

/**
 * What moved the turnover left: a deposit or bonus added to it, a member's settled round counted down the part of its
 * stake at risk (before issue 38: each settled order its whole stake), an operator's waiver (asked by one operator,
 * approved by another) lowered it, a voided round gave back what its play had counted (ref: the play's).
 */
export const TURNOVER_KINDS = ['deposit', 'bonus', 'play', 'waiver', 'void'] as const;
export type TurnoverKind = (typeof TURNOVER_KINDS)[number];
export const turnoverLog = z.object({
  id: z.number().int(),
  createtime: unixSeconds,
  kind: z.enum(TURNOVER_KINDS),
  /** The deposit or bonus credited, or the stake: all the member's orders of a round (an order's, before). */
  amount: minor,
  /** The signed change of the turnover left: a stake counts its part at risk, `amount - returned`, down to 0 at most. */
  delta: minor,
  /** The turnover left after it. */
  left: minor,
  /** The ledger entry (deposit, bonus), the round (`round:<game>:<issue>:<member>`) or before, an order number (play). */
  ref: z.string(),
  /** A round's play: what its stake pays back whatever the draw, which counts nothing; null otherwise. */
  returned: minor.nullable(),
  /** The round a play covers; null for a deposit, a bonus or an order counted on its own. */
  game_id: z.number().int().nullable(),
  issue: z.string().nullable(),
});
export type TurnoverLog = z.infer<typeof turnoverLog>;

/** The member's turnover movements, newest first, 20 a page (the statement beside the fund log). */
export const turnoverLogList = call({
  method: 'POST',
  path: '/api/user/turnoverLogList',
  mutates: false,
  request: requestSchema({ page }),
  response: z.array(turnoverLog),
});

export const withdrawAddress = z.object({ acc_name: z.string(), acc: z.string() });
/**
 * A member's fixed-deposit term (issue 28, docs/game-rules.md "The fixed deposit's term"): the months whose bonuses it
 * locks, released together at its end (the payout moment of `last_month`), or forfeited by a withdrawal asked during it.
 */
export const fixedDepositTerm = z.object({
  /** 'YYYY-MM': the month whose reserve first reached a tier, and the term's last month. */
  first_month: z.string(),
  last_month: z.string(),
  /** When the term began (its first month's payout moment) and ends (its last month's). */
  started_at: unixSeconds,
  ends_at: unixSeconds,
  /** The monthly bonuses locked so far (minor units): not in the balance until released. */
  locked: minor,
  /** A withdrawal was asked during the term: what it locked will not be released. */
  forfeited: z.boolean(),
});
export type FixedDepositTerm = z.infer<typeof fixedDepositTerm>;

/** How a term ended: released (its locked bonus credited) or forfeited (by a withdrawal during it). */
export const fixedDepositTermEnded = z.object({
  first_month: z.string(),
  last_month: z.string(),
  outcome: z.enum(['released', 'forfeited']),
  amount: minor,
  closed_at: unixSeconds,
});

/**
 * The member's own standing in the fixed-deposit program, for /announcement: this month's reserve so far (the lowest
 * balance since the month began), the tier it reaches by the program in force, the term running and the last ended.
 */
export const fixedDepositStanding = call({
  method: 'POST',
  path: '/api/user/fixedDepositStanding',
  mutates: false,
  request: emptyRequest,
  response: z.object({
    /** 'YYYY-MM' and its payout day 'YYYY-MM-DD' in the wallet's time zone. */
    month: z.string(),
    payout_date: z.string(),
    reserve: minor,
    /** The tier the reserve reaches now, null below the first (or while the program is off). */
    tier: z.object({ reserve: minor, bonus: minor }).nullable(),
    term: fixedDepositTerm.nullable(),
    last_term: fixedDepositTermEnded.nullable(),
  }),
});
export type FixedDepositStanding = z.infer<typeof fixedDepositStanding.response>;

export const withdrawInfoData = z.object({
  money: minor,
  /** The member's turnover requirement: a withdrawal is refused while `left` is above 0. */
  turnover: turnoverStanding,
  /** The member's running fixed-deposit term, if any: a withdrawal now forfeits what it locked (unless forfeited already). */
  fixed_deposit_term: fixedDepositTerm.nullable(),
  /** Until when withdrawals wait after an account reset (a password reset by code, issue 42): shown before the code is asked. */
  held_until: unixSeconds.nullable(),
  usdt_address: z.array(withdrawAddress),
  bank_address: z.array(z.object({ acc: z.string(), acc_name: z.string(), acc_bank: z.string() })),
});

export const withdrawInfo = call({
  method: 'POST',
  path: '/api/user/withdrawInfo',
  mutates: false,
  request: emptyRequest,
  response: withdrawInfoData,
});

export const withdrawAction = call({
  method: 'POST',
  path: '/api/user/withdrawAction',
  mutates: true,
  request: requestSchema({
    type: z.union([z.literal(0), z.literal(1)]),
    /** Optional so that a missing amount gets the spec's own message ('Please enter the withdrawal amount'), in its order. */
    money: nonnegativeMinor.optional(),
    securityCode: z.string().max(16),
    /** Which of the bound addresses of `type` the money goes to. */
    index: z.number().int().min(0).max(99).default(0),
  }),
  response: withdrawInfoData,
});

/** A withdrawal of the member's still under review: its amount is already held off the balance until the operator decides. */
export const withdrawalUnderReview = z.object({ id: z.number().int(), amount: minor, createtime: unixSeconds });
export type WithdrawalUnderReview = z.infer<typeof withdrawalUnderReview>;

/** The member's own withdrawals under review, newest first (all of them: a member has few at a time). */
export const withdrawReviewList = call({
  method: 'POST',
  path: '/api/user/withdrawReviewList',
  mutates: false,
  request: emptyRequest,
  response: z.array(withdrawalUnderReview),
});

/**
 * The deposit bonus program as the operator set it (issue 28): on or off, its percent, its cap per deposit (null:
 * none), and the turnover each credited deposit and bonus add (multiples in hundredths: 100 = x1).
 */
export const depositPromotion = z.object({
  enabled: z.boolean(),
  percent: z.number().int().min(0).max(100),
  cap: minor.nullable(),
  deposit_multiple: z.number().int().min(0),
  bonus_multiple: z.number().int().min(0),
});
export type DepositPromotion = z.infer<typeof depositPromotion>;

/** The member's exclusive TRC-20 deposit address and the promotion in force. */
export const rechargeInfo = call({
  method: 'POST',
  path: '/api/user/rechargeInfo',
  mutates: false,
  request: emptyRequest,
  response: z.object({
    address: z.string(),
    /** The deposit bonus's percent in force (0 while the operator has it switched off): `promotion.percent`. */
    bonus_percent: z.number().int(),
    /** The deposit bonus program in force (issue 28), for the rule stated before a deposit. */
    promotion: depositPromotion,
    window_minutes: z.number().int(),
    /**
     * Present when the api credits a transfer to the address by itself (its chain watcher is on), about
     * `confirm_minutes` after it (the confirmations), request or not; absent, an operator credits each request.
     */
    auto_credit: z.object({ confirm_minutes: z.number().int().positive() }).optional(),
    /**
     * The original client only (its deposit page names no amount): the open-amount deposit kept open for the cashier
     * while no chain watcher runs, lapsing 24 h after the page was last shown (issue 42). Absent on our own wire.
     */
    open_deposit: z.object({ id: z.number().int(), expires_at: unixSeconds }).nullable().optional(),
  }),
});

/** Where a member's deposit request stands: waiting for the transfer, credited (with its bonus), refused by the operator, or its window passed. */
export const DEPOSIT_STATES = ['pending', 'credited', 'rejected', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const depositRequest = z.object({
  id: z.number().int(),
  amount: minor,
  /** The bonus credited with it (credited) or that approval would bring (pending); 0 when rejected or expired. */
  bonus: minor,
  state: z.enum(DEPOSIT_STATES),
  createtime: unixSeconds,
  /** When the transfer window closes (createtime + the 30-minute window). */
  expires_at: unixSeconds,
  /** The address the transfer goes to (the member's exclusive one). */
  address: z.string(),
  /** The hash of the chain transfer that credited it, when the api's chain watcher did. */
  tx: z.string().optional(),
});
export type DepositRequest = z.infer<typeof depositRequest>;

/** Opens a deposit request; the chain watcher (or, when it is off, the operator) credits it against its transfer. */
export const recharge = call({
  method: 'POST',
  path: '/api/user/recharge',
  mutates: true,
  request: requestSchema({ amount: positiveMinor }),
  response: depositRequest,
});

/**
 * The member's own deposit requests, newest first (20 a page): open ones and recent ones with their outcome; and
 * the transfers the chain watcher credited with no request to close, each as a credited row of its own (its
 * `expires_at` is its `createtime`: no window), in the same order.
 */
export const rechargeList = call({
  method: 'POST',
  path: '/api/user/rechargeList',
  mutates: false,
  request: requestSchema({ page }),
  response: z.array(depositRequest),
});
