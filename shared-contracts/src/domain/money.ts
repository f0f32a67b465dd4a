/**
 * Money is always an integer count of minor units: 1u = 100 minor units (0.01u is the smallest amount).
 * Every amount on the wire, in storage and in the UI state is such an integer; only `formatMoney`
 * turns it into text and only `parseMoney` turns user text into it. No floating point anywhere.
 *
 * Payouts: a stake (minor units) times decimal odds kept in hundredths (1.98 -> 198) is
 * floor(stake * oddsHundredths / 100): any fraction of a minor unit stays with the house, written down here once.
 */
export const MINOR_PER_UNIT = 100;
export const MONEY_DECIMALS = 2;
export const MONEY_SUFFIX = 'u';

export type Minor = number;

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** 1250 -> "12.5u", 1200 -> "12u", 5 -> "0.05u", -1250 -> "-12.5u". */
export function formatMoney(minor: Minor): string {
  if (!isMinor(minor)) throw new TypeError(`money must be an integer count of minor units, got ${String(minor)}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_UNIT);
  const fraction = String(abs % MINOR_PER_UNIT)
    .padStart(MONEY_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}${MONEY_SUFFIX}`;
}

/** User text ("12", "12.5", "0.05") -> minor units; null when it is not a non-negative amount with <= 2 decimals. */
export function parseMoney(text: string): Minor | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(MONEY_DECIMALS, '0'));
  return whole * MINOR_PER_UNIT + fraction;
}

/** Whole units (what a quantity input holds) -> minor units. */
export function unitsToMinor(units: number): Minor {
  if (!Number.isSafeInteger(units)) throw new TypeError(`units must be an integer, got ${units}`);
  return units * MINOR_PER_UNIT;
}

/** The payout of a winning stake at decimal odds given in hundredths (1.98 -> 198). */
export function payout(stake: Minor, oddsHundredths: number): Minor {
  return Math.floor((stake * oddsHundredths) / 100);
}
