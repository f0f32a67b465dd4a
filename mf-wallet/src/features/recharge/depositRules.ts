import { parseMoney, type Minor } from 'shared-contracts';
import type { DepositPromotion, DepositRequest, DepositState } from 'shared-contracts/api';

/** The api's answer to a guest opening a deposit request (its text is the spec's visitor popup). */
export const GUEST_REFUSED = 30001;

/**
 * The bonus a credited deposit brings under the promotion in force: `percent` of the amount, floored to the minor
 * unit as the ledger does, at most the cap; none while the operator has it off.
 */
export function depositBonus(amount: Minor, { enabled, percent, cap }: DepositPromotion): Minor {
  if (!enabled) return 0;
  const bonus = Math.floor((amount * percent) / 100);
  return cap === null ? bonus : Math.min(bonus, cap);
}

/** A turnover multiple as the member reads it: hundredths -> "1", "1.5", "0.25" (100 = x1). */
export function formatMultiple(hundredths: number): string {
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.floor(hundredths / 100)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Which turnover rule /Recharge states before a deposit: what a deposit and its bonus add to the turnover played
 * before a withdrawal (the bonus's part only while the promotion is on); null when neither adds any.
 */
export function turnoverRule(promotion: DepositPromotion): { key: 'both' | 'deposit' | 'bonus'; deposit: string; bonus: string } | null {
  const fromDeposit = promotion.deposit_multiple > 0;
  const fromBonus = promotion.enabled && promotion.percent > 0 && promotion.bonus_multiple > 0;
  if (!fromDeposit && !fromBonus) return null;
  const multiples = { deposit: formatMultiple(promotion.deposit_multiple), bonus: formatMultiple(promotion.bonus_multiple) };
  return { key: fromDeposit && fromBonus ? 'both' : fromDeposit ? 'deposit' : 'bonus', ...multiples };
}

/** The typed quantity (whole or up to 2 decimals of u) as minor units, or why it is refused. */
export function parseQuantity(text: string): { amount: Minor } | { refusal: 'required' | 'notNumber' | 'invalid' } {
  if (text.trim() === '') return { refusal: 'required' };
  // Letters or two points are no number at all: "at most 2 decimals" would send the member looking for decimals.
  if (Number.isNaN(Number(text))) return { refusal: 'notNumber' };
  const amount = parseMoney(text);
  if (amount === null) return { refusal: 'invalid' };
  return amount === 0 ? { refusal: 'required' } : { amount };
}

/** A pending request whose window has closed shows as expired, before the server's minute sweep records it. */
export function shownState(request: Pick<DepositRequest, 'state'>, secondsLeft: number): DepositState {
  return request.state === 'pending' && secondsLeft <= 0 ? 'expired' : request.state;
}

/** Seconds -> "mm:ss" (the 30-minute window -> "30:00"). */
export function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const left = Math.max(0, seconds);
  return `${pad(Math.floor(left / 60))}:${pad(left % 60)}`;
}

/** A transfer's hash as explorers show it (no 0x), shortened to its ends: "3f2a9c…b81e07". */
export function shortTx(hash: string): string {
  const hex = hash.replace(/^0x/, '');
  return `${hex.slice(0, 6)}…${hex.slice(-6)}`;
}
