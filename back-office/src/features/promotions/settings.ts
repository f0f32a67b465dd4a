import { formatMoney, MONEY_SUFFIX, parseMoney } from 'shared-contracts';

/** Minor units as a form field holds them: whole u and decimals, no suffix ("10", "0.5"). */
export const moneyField = (minor: number) => formatMoney(minor).slice(0, -MONEY_SUFFIX.length);

/** The most a turnover multiple may be, in hundredths (x100), as the server's rules. */
const MULTIPLE_MAX = 10_000;

/** "1.5" -> 150 (hundredths, read as digits, never through a float); null when not a multiple from 0 to x100. */
export function parseMultiple(text: string): number | null {
  const hundredths = parseMoney(text);
  return hundredths !== null && hundredths <= MULTIPLE_MAX ? hundredths : null;
}

/** A whole number from `min` to `max` as typed ("10"), or null. */
export function parseWhole(text: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
