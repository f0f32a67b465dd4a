import { z } from 'zod';
import { BREAK_LENGTHS, LIMIT_KINDS, LIMIT_PERIODS, type BreakLength } from '../domain/playRules';
import { call, emptyRequest, minor, page, positiveMinor, requestSchema, unixSeconds } from './common';

/**
 * The player-protection calls (responsible play): limits the member sets and the server enforces, the reality
 * check, time-outs and self-exclusion, and the activity statement. Amounts are minor units, times unix seconds.
 */
export * from '../domain/playRules';
const breakLengths = Object.keys(BREAK_LENGTHS) as [BreakLength, ...BreakLength[]];

/** A change that waits out LIMIT_RAISE_DELAY_HOURS: the new amount (null: no limit) and when it applies. */
export const pendingLimit = z.object({ amount: minor.nullable(), effective_at: unixSeconds });

/**
 * A limit or exclusion support imposed (issue 40): why, as support wrote it, and since when. It holds as the member's
 * own: nobody lifts it early. Absent or null: the member's own.
 */
export const imposition = z.object({ reason: z.string(), since: unixSeconds });
export type Imposition = z.infer<typeof imposition>;

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
  imposed: imposition.nullable().optional(),
});

export const playControlsData = z.object({
  /** Six rows: deposit and loss, each per day, week and month. */
  limits: z.array(periodLimit),
  max_stake: z.object({ amount: minor.nullable(), pending: pendingLimit.nullable(), imposed: imposition.nullable().optional() }),
  reality_check_minutes: z.number().int().nonnegative(),
  /** The time-out or self-exclusion running now, if any. */
  break: z
    .object({
      kind: z.enum(['timeout', 'exclusion']),
      until: unixSeconds,
      /** An exclusion support imposed with no end (`until` is then 9999-12-31). */
      indefinite: z.boolean().optional(),
      imposed: imposition.nullable().optional(),
    })
    .nullable(),
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
  /** Withdrawals the operator paid. */
  withdrawals: minor,
  /** Withdrawals still under review: held off the balance, not paid (and not counted in `withdrawals`). */
  reviewing: minor,
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
