import { MONEY_SUFFIX, formatMoney, parseMoney, type Minor } from 'shared-contracts';

/**
 * The one money parser of the legacy dialect (convert.ts reads every amount of every call through it). Its amounts
 * are decimal u ("150", "0.05"), as it shows them; the core counts minor units.
 * Both ways go through the decimal text (domain/money), never through floating point: a JSON number is read
 * by its shortest decimal text (0.05 -> "0.05"), and more than 2 decimals is refused, not rounded.
 */
export function minorOfLegacy(value: string | number): Minor | null {
  // Digits and one point only: parseMoney forgives what a person types around an amount (any Unicode space), which a
  // program's field must not carry (issue 42: tab, LF, U+2028, NBSP and a BOM around an amount parsed).
  const text = String(value);
  return PLAIN_AMOUNT.test(text) ? parseMoney(text) : null;
}

const PLAIN_AMOUNT = /^[0-9]+(\.[0-9]+)?$/;

/** 15000 -> "150", 5 -> "0.05", -1250 -> "-12.5": the amount as the legacy client shows it, with no suffix. */
export function legacyOfMinor(minor: Minor): string {
  return formatMoney(minor).slice(0, -MONEY_SUFFIX.length);
}
