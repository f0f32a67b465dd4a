/**
 * Player protection (responsible play): the choices and rules the screens and the server share. No zod here: the
 * browser imports this; the call schemas are in api/play.ts.
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
/** The exclusions support may impose on a member (issue 40): any break's length, or with no end. */
export const IMPOSED_EXCLUSION_LENGTHS = ['24h', '7d', '30d', '6m', '1y', '5y', 'indefinite'] as const;
export type ImposedExclusionLength = (typeof IMPOSED_EXCLUSION_LENGTHS)[number];
/**
 * The codes of a bet or a deposit request the member's own controls refused (a deposit or loss limit, the maximum
 * stake, a break running, an exclusion support imposed): the message names the limit and when it resets, or when the
 * break ends (and, imposed, why). They are the api's
 * player protection codes (600xx, api/src/play/errors.ts; api/src/refusals.test.ts checks the list against them).
 */
export const PLAY_REFUSED_CODES: readonly number[] = [60001, 60002, 60003, 60004, 60006];
