import { MINOR_PER_UNIT, type Minor } from './money';

const U = MINOR_PER_UNIT;

/**
 * The fixed-deposit program (docs/product.md, constants): a member whose LOWEST balance during a month reached a
 * tier gets that tier's bonus once, paid on the month's payout day. The announcement shows this table and the
 * engine pays by it: what is announced is what is paid.
 */
export const FIXED_DEPOSIT_TIERS: readonly { reserve: Minor; percent: number; bonus: Minor }[] = [
  { reserve: 100_000 * U, percent: 5, bonus: 5_000 * U },
  { reserve: 200_000 * U, percent: 6, bonus: 12_000 * U },
  { reserve: 300_000 * U, percent: 8, bonus: 24_000 * U },
  { reserve: 400_000 * U, percent: 10, bonus: 40_000 * U },
  { reserve: 500_000 * U, percent: 12, bonus: 60_000 * U },
  { reserve: 1_000_000 * U, percent: 15, bonus: 150_000 * U },
  { reserve: 2_000_000 * U, percent: 20, bonus: 400_000 * U },
];

/** The bonus of the highest tier the month's lowest balance reached, or 0 below the first tier. */
export function fixedDepositBonus(lowestBalance: Minor): Minor {
  let bonus = 0;
  for (const tier of FIXED_DEPOSIT_TIERS) if (lowestBalance >= tier.reserve) bonus = tier.bonus;
  return bonus;
}

/** The day of the month the bonus is paid: the 30th, or the month's last day when it has fewer (February). */
export function fixedDepositPayoutDay(year: number, month: number): number {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.min(30, daysInMonth);
}
