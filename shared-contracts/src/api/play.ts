import { z } from 'zod';
import { call, emptyRequest, minor, page, positiveMinor, requestSchema, unixSeconds } from './common';

/**
 * Player protection (responsible play): limits the member sets and the server enforces, the reality check,
 * time-outs and self-exclusion, and the activity statement. Amounts are minor units, times unix seconds.
 */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Lowering a limit takes effect at once; raising or removing one after this many hours (shown as pending). */
export const LIMIT_RAISE_DELAY_HOURS = 24;
/** The reality check's choices (0: off); the default is 60. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** Time-outs and self-exclusions, by length. Nobody lifts one early, the operator included. */
export const BREAK_LENGTHS = {
  '24h': 'timeout',
  '7d': 'timeout',
  '30d': 'timeout',
  '6m': 'exclusion',
  '1y': 'exclusion',
  '5y': 'exclusion',
} as const;
export type BreakLength = keyof typeof BREAK_LENGTHS;
/**
 * The codes of a bet or a deposit request the member's own controls refused (a deposit or loss limit, the maximum
 * stake, a break running): the message names the limit and when it resets, or when the break ends.
 */
export const PLAY_REFUSED_CODES: readonly number[] = [60001, 60002, 60003, 60004];
const breakLengths = Object.keys(BREAK_LENGTHS) as [BreakLength, ...BreakLength[]];

/** A change that waits out LIMIT_RAISE_DELAY_HOURS: the new amount (null: no limit) and when it applies. */
export const pendingLimit = z.object({ amount: minor.nullable(), effective_at: unixSeconds });

export const periodLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** null: no limit. */
  amount: minor.nullable(),
  pending: pendingLimit.nullable(),
  /** Deposits requested (not refused), or the net loss (stakes minus wins), in the current period so far. */
  used: minor,
  /** When the current period ends (the server's time zone; weeks start on Monday). */
  resets_at: unixSeconds,
});

export const playControlsData = z.object({
  /** Six rows: deposit and loss, each per day, week and month. */
  limits: z.array(periodLimit),
  max_stake: z.object({ amount: minor.nullable(), pending: pendingLimit.nullable() }),
  reality_check_minutes: z.number().int().nonnegative(),
  /** The time-out or self-exclusion running now, if any. */
  break: z.object({ kind: z.enum(['timeout', 'exclusion']), until: unixSeconds }).nullable(),
});
export type PlayControls = z.infer<typeof playControlsData>;

export const playControls = call({
  method: 'POST',
  path: '/api/user/playControls',
  mutates: false,
  request: emptyRequest,
  response: playControlsData,
});

export const setPlayLimit = call({
  method: 'POST',
  path: '/api/user/setPlayLimit',
  mutates: true,
  request: requestSchema({
    kind: z.enum([...LIMIT_KINDS, 'stake']),
    /** Required for deposit and loss, absent for stake. */
    period: z.enum(LIMIT_PERIODS).optional(),
    /** null removes the limit (after the delay). */
    amount: positiveMinor.nullable(),
  }),
  response: playControlsData,
});

export const setRealityCheck = call({
  method: 'POST',
  path: '/api/user/setRealityCheck',
  mutates: true,
  /** One of REALITY_CHECK_MINUTES (the server checks; a test server may also allow 1). */
  request: requestSchema({ minutes: z.number().int().min(0).max(60) }),
  response: playControlsData,
});

export const takeBreak = call({
  method: 'POST',
  path: '/api/user/takeBreak',
  mutates: true,
  request: requestSchema({ length: z.enum(breakLengths) }),
  response: playControlsData,
});

/** The session in use (the token's): when it started and its result so far, for the reality check. */
export const playSessionData = z.object({
  started_at: unixSeconds,
  stakes: minor,
  wins: minor,
  /** wins minus stakes: negative when the member is down. */
  net: minor,
  reality_check_minutes: z.number().int().nonnegative(),
});

export const playSession = call({
  method: 'POST',
  path: '/api/user/playSession',
  mutates: false,
  request: emptyRequest,
  response: playSessionData,
});

export const activityRow = z.object({
  /** The day (YYYY-MM-DD) or month (YYYY-MM), in the server's time zone. */
  period: z.string(),
  deposits: minor,
  withdrawals: minor,
  stakes: minor,
  wins: minor,
  /** wins minus stakes. */
  net: minor,
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityStatement = call({
  method: 'POST',
  path: '/api/user/activityStatement',
  mutates: false,
  /** Newest first, a page of 20 periods with any activity. */
  request: requestSchema({ by: z.enum(['day', 'month']), page }),
  response: z.array(activityRow),
});
