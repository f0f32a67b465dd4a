import { MONEY_SUFFIX, formatMoney, parseMoney, type Minor } from 'shared-contracts';

/**
 * The legacy client's amounts are decimal u ("150", "0.05"), as it shows them; the core counts minor units.
 * Both ways go through the decimal text (domain/money), never through floating point: a JSON number is read
 * by its shortest decimal text (0.05 -> "0.05"), and more than 2 decimals is refused, not rounded.
 */
export function minorOfLegacy(value: string | number): Minor | null {
  return parseMoney(String(value));
}

/** 15000 -> "150", 5 -> "0.05", -1250 -> "-12.5": the amount as the legacy client shows it, with no suffix. */
export function legacyOfMinor(minor: Minor): string {
  return formatMoney(minor).slice(0, -MONEY_SUFFIX.length);
}
