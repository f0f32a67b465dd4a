import { MAX_SUM, type Minor } from 'shared-contracts';
import { settleBet, type PlacedBet } from './settlement';

/** What one result (a sum 0-27) would pay, per result: index = the sum. */
export type Payouts = readonly Minor[];

export const RESULTS = MAX_SUM + 1;

/** What the bet pays for each possible result (the settlement's own arithmetic, so exposure and payout agree). */
export function payoutsOf(bet: PlacedBet): Minor[] {
  return Array.from({ length: RESULTS }, (_, sum) => settleBet(bet, sum).payout);
}

export const worst = (payouts: Payouts): Minor => Math.max(0, ...payouts);

export type ExposureLimit = 'order' | 'member' | 'round';

export interface ExposureLimits {
  /** The most one order may pay for any result (the room's). */
  order: Minor;
  /** The most one member's orders of a round may pay together for any result (the room's). */
  member: Minor;
  /** The most all of a round's orders may pay for any result (the game's). */
  round: Minor;
}

export interface ExposureBefore {
  /** What the member's orders of this round already pay, per result. */
  member: Payouts;
  /** What the whole round's orders already pay, per result. */
  round: Payouts;
}

export interface ExposureRefusal {
  limit: ExposureLimit;
  /** The limit passed, minor units. */
  amount: Minor;
  /** The largest stake per choice on the same choices that every limit still accepts (0: none). */
  largestStake: Minor;
}

/**
 * docs/game-rules.md 'Exposure': a bet is accepted whole or refused whole. Refused when, for some result, its own
 * payout passes the order limit, or what the member's orders of the round would then pay passes the member limit, or
 * what the round's orders would then pay passes the round limit; the first limit passed in that order is named.
 */
export function exposureRefusal(bet: PlacedBet, limits: ExposureLimits, before: ExposureBefore): ExposureRefusal | null {
  const passed = limitPassed(payoutsOf(bet), limits, before);
  if (!passed) return null;
  return { limit: passed, amount: limits[passed], largestStake: largestStakeWithin(bet, limits, before) };
}

function limitPassed(payouts: Payouts, limits: ExposureLimits, before: ExposureBefore): ExposureLimit | null {
  if (worst(payouts) > limits.order) return 'order';
  if (payouts.some((paid, sum) => paid + (before.member[sum] ?? 0) > limits.member)) return 'member';
  if (payouts.some((paid, sum) => paid + (before.round[sum] ?? 0) > limits.round)) return 'round';
  return null;
}

/**
 * The largest stake per choice, at most the bet's own, that passes no limit: payouts grow with the stake, so a binary
 * search over whole minor units finds it exactly.
 */
export function largestStakeWithin(bet: PlacedBet, limits: ExposureLimits, before: ExposureBefore): Minor {
  let accepted = 0;
  let refused = bet.moneyPerChoice;
  while (refused - accepted > 1) {
    const stake = accepted + Math.floor((refused - accepted) / 2);
    if (limitPassed(payoutsOf({ ...bet, moneyPerChoice: stake }), limits, before)) refused = stake;
    else accepted = stake;
  }
  return accepted;
}

/** Adds payouts per result (a member's orders, a round's). */
export function addPayouts(total: Minor[], payouts: Payouts): Minor[] {
  payouts.forEach((paid, sum) => (total[sum] = (total[sum] ?? 0) + paid));
  return total;
}
