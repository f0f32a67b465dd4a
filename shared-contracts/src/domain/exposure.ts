// Exposure (docs/game-rules.md 'Exposure'): what a bet would pay for each of the 28 possible results, and the limits
// that bound it. Pure and shared: the server refuses with it, the betting room shows the largest stake with it.
import { payout, type Minor } from './money';
import { classWins, MAX_SUM } from './outcomes';

/**
 * The payout limits a game ships with, minor units, for any one result: one order 100,000u, one member's orders of a
 * round 300,000u (per room), a whole round 1,000,000u (per game).
 */
export const DEFAULT_PAYOUT_LIMITS = { order: 10_000_000, member: 30_000_000, round: 100_000_000 } as const;

export const RESULTS = MAX_SUM + 1;

/** Per result (index = the sum drawn), minor units. */
export type Payouts = readonly Minor[];

export interface StakedBet {
  classes: readonly number[];
  oddsHundredths: readonly number[];
  moneyPerChoice: Minor;
}

/** What the bet pays for each result: stake x odds (money.ts rounding) over its classes that win with it. */
export function payoutsOf(bet: StakedBet): Minor[] {
  return Array.from({ length: RESULTS }, (_, sum) =>
    bet.classes.reduce((paid, cls, i) => (classWins(cls, sum) ? paid + payout(bet.moneyPerChoice, bet.oddsHundredths[i]!) : paid), 0),
  );
}

export type ExposureLimit = 'order' | 'member' | 'round';
export type ExposureLimits = Record<ExposureLimit, Minor>;

export interface ExposureBefore {
  /** What the member's orders of this round already pay, per result. */
  member: Payouts;
  /** What the whole round's orders already pay, per result. */
  round: Payouts;
}

/** What one more order may pay for each result: the tightest of the three limits there (never below 0). */
export function capacityOf(limits: ExposureLimits, before: ExposureBefore): Minor[] {
  return Array.from({ length: RESULTS }, (_, sum) =>
    Math.max(0, Math.min(limits.order, limits.member - (before.member[sum] ?? 0), limits.round - (before.round[sum] ?? 0))),
  );
}

/**
 * The largest stake per choice, at most `bet.moneyPerChoice`, whose payouts stay within `capacity` for every result:
 * payouts grow with the stake, so a binary search over whole minor units finds it exactly (0: none).
 */
export function largestStakeWithin(bet: StakedBet, capacity: Payouts): Minor {
  const fits = (stake: number) => payoutsOf({ ...bet, moneyPerChoice: stake }).every((paid, sum) => paid <= capacity[sum]!);
  if (fits(bet.moneyPerChoice)) return bet.moneyPerChoice;
  let accepted = 0;
  let refused = bet.moneyPerChoice;
  while (refused - accepted > 1) {
    const stake = accepted + Math.floor((refused - accepted) / 2);
    if (fits(stake)) accepted = stake;
    else refused = stake;
  }
  return accepted;
}

export interface ExposureRefusal {
  limit: ExposureLimit;
  /** The limit passed. */
  amount: Minor;
  /** The largest stake per choice on the same choices that every limit still accepts (0: none). */
  largestStake: Minor;
}

/**
 * A bet is accepted whole or refused whole: refused when, for some result, its own payout passes the order limit, or
 * the member's orders of the round would then pay more than the member limit, or the round's orders more than the
 * round limit; the first limit passed in that order is named.
 */
export function exposureRefusal(bet: StakedBet, limits: ExposureLimits, before: ExposureBefore): ExposureRefusal | null {
  const payouts = payoutsOf(bet);
  const passes = (limit: Minor, owed: Payouts | null) => payouts.some((paid, sum) => paid + (owed?.[sum] ?? 0) > limit);
  const limit: ExposureLimit | null = passes(limits.order, null)
    ? 'order'
    : passes(limits.member, before.member)
      ? 'member'
      : passes(limits.round, before.round)
        ? 'round'
        : null;
  if (!limit) return null;
  return { limit, amount: limits[limit], largestStake: largestStakeWithin(bet, capacityOf(limits, before)) };
}

/** Adds payouts per result into `total` (a member's orders, a round's). */
export function addPayouts(total: Minor[], payouts: Payouts): Minor[] {
  payouts.forEach((paid, sum) => (total[sum] = (total[sum] ?? 0) + paid));
  return total;
}
