import { MINOR_PER_UNIT, type Minor } from './money';

const U = MINOR_PER_UNIT;

/**
 * The spec's fixed-deposit tiers (docs/product.md, constants): a member whose LOWEST balance during a month reached a
 * tier gets that tier's bonus once, paid on the month's payout day. The program the operator sets started from this
 * table (migration 034 froze a copy) and may differ now: the payout and the announcement read the program in force
 * (api promotions/programs.ts, the `promotions` call), never this table.
 */
export const FIXED_DEPOSIT_TIERS: readonly { reserve: Minor; bonus: Minor }[] = [
  { reserve: 100_000 * U, bonus: 5_000 * U },
  { reserve: 200_000 * U, bonus: 12_000 * U },
  { reserve: 300_000 * U, bonus: 24_000 * U },
  { reserve: 400_000 * U, bonus: 40_000 * U },
  { reserve: 500_000 * U, bonus: 60_000 * U },
  { reserve: 1_000_000 * U, bonus: 150_000 * U },
  { reserve: 2_000_000 * U, bonus: 400_000 * U },
];

/**
 * A tier's monthly bonus as a percent of its reserve, floored to a hundredth of a percent, no trailing zeros: '5%',
 * '6.25%'. Exact for any amounts (integer arithmetic): the operator sets the tiers, the percent is only shown.
 */
export function fixedDepositTierPercent(tier: { reserve: Minor; bonus: Minor }): string {
  const hundredths = Number((BigInt(tier.bonus) * 10_000n) / BigInt(tier.reserve));
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.floor(hundredths / 100)}${fraction ? `.${fraction}` : ''}%`;
}

/** The day of the month the bonus is paid: the 30th, or the month's last day when it has fewer (February). */
export function fixedDepositPayoutDay(year: number, month: number): number {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.min(30, daysInMonth);
}

/**
 * The payout day of a month 'YYYY-MM' as 'YYYY-MM-DD', in the wallet's calendar: the day a month's bonus is settled and
 * a term ending with that month releases what it locked (00:00 of that day, where the wallet keeps its time).
 */
export function fixedDepositPayoutDate(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(fixedDepositPayoutDay(year, monthNumber)).padStart(2, '0')}`;
}
