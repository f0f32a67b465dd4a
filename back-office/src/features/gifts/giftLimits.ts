import { parseMoney } from 'shared-contracts';

/** The most one request may gift, in minor units (100,000u), as shared-contracts/ops' GIFT_MAX (GiftsScreen.test checks). */
export const GIFT_MAX = 10_000_000;
/** The most of a mark, as shared-contracts/ops' GIFT_MARK_MAX. */
export const GIFT_MARK_MAX = 200;

/** Why the amount typed (in u) cannot be asked, or null: 'format' (not above 0 with at most 2 decimals), 'max'. */
export function giftAmountProblem(text: string): 'format' | 'max' | null {
  const minor = parseMoney(text);
  if (minor === null || minor <= 0) return 'format';
  return minor > GIFT_MAX ? 'max' : null;
}

/** The name of an operator recorded as 'operator:<name>'. */
export const operatorName = (actor: string) => actor.replace(/^operator:/, '');
