import { play } from 'shared-contracts/api';
import type { LimitPeriod } from './periods';

export const LIMIT_RAISE_DELAY_MS = play.LIMIT_RAISE_DELAY_HOURS * 3_600_000;

/** A limit as stored: its amount (null: none) and a raise or removal waiting for its time (unix ms). */
export interface StoredLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

export const NO_LIMIT: StoredLimit = { amount: null, pending: null };

/** The limit in force at `now`: a pending change whose time has come has replaced the amount (applied when read). */
export function limitAt(limit: StoredLimit, now: number): StoredLimit {
  if (limit.pending && now >= limit.pending.effectiveAt) return { amount: limit.pending.amount, pending: null };
  return limit;
}

/** True when `next` is stricter than `current` (a limit where there was none is stricter). */
function lowers(current: number | null, next: number | null): boolean {
  return next !== null && (current === null || next < current);
}

/**
 * The member asks for `amount` (null: no limit). Lowering applies at once and drops any pending raise; the same
 * amount as in force just drops a pending change; raising or removing waits LIMIT_RAISE_DELAY_MS (RTS 12: a
 * decision to gamble more is never taken in the heat of the moment).
 */
export function changeLimit(limit: StoredLimit, amount: number | null, now: number): StoredLimit {
  const current = limitAt(limit, now);
  if (lowers(current.amount, amount) || amount === current.amount) return { amount, pending: null };
  return { amount: current.amount, pending: { amount, effectiveAt: now + LIMIT_RAISE_DELAY_MS } };
}

/** One period's limit in force with what the member has used of it so far in that period. */
export interface LimitUse {
  period: LimitPeriod;
  amount: number | null;
  used: number;
}

/**
 * The first limit that `more` would pass (deposits requested, or the net loss if the stake is lost), or null.
 * `used` is not floored at zero: a period's wins give the loss limit room back.
 */
export function limitPassed(uses: readonly LimitUse[], more: number): LimitUse | null {
  return uses.find((use) => use.amount !== null && use.used + more > use.amount) ?? null;
}
