import { GROUP_MEMBER, MIN_WITHDRAWAL_MINOR, MONEY_SUFFIX, formatMoney, parseMoney, type Minor } from 'shared-contracts';
import type { CallResponse, FixedDepositTerm } from 'shared-contracts/api';

export interface WithdrawState {
  /** The signed-in member's group, null without a profile. */
  groupId: number | null;
  /** Whether a bank card or a wallet is bound. */
  hasBinding: boolean;
  /** Whether a security code is set; undefined while unknown (the api then decides). */
  codeSet: boolean | undefined;
  amountText: string;
  /** The withdrawable balance; undefined while unknown (the api then decides). */
  balance?: Minor;
  /** The turnover still to play before a withdrawal; undefined while unknown (the api then decides). */
  turnoverLeft?: Minor;
  /** Until when (unix seconds) withdrawals wait after an account reset; null or undefined: they do not. */
  heldUntil?: number | null;
}

export type WithdrawCheck =
  | { kind: 'noProfile' }
  | { kind: 'guest' }
  | { kind: 'held'; until: number }
  | { kind: 'turnoverLeft'; left: Minor }
  | { kind: 'noBinding' }
  | { kind: 'noCode' }
  | { kind: 'amountRequired' }
  | { kind: 'amountInvalid' }
  | { kind: 'belowMinimum' }
  | { kind: 'overBalance' }
  | { kind: 'ready'; money: Minor };

/**
 * The submit checks of spec section 5, in its order: profile, binding, security code, an amount, at least 100, within the
 * balance (checked here too, so the member learns it before typing the security code).
 * A guest is stopped right after the profile (its group is known from it), before being sent to bind or set a code.
 * The hold after an account reset and then turnover left come next: the server refuses any withdrawal while either
 * lasts, so binding, a code or an amount first would be effort for nothing.
 */
export function withdrawCheck({
  groupId,
  hasBinding,
  codeSet,
  amountText,
  balance,
  turnoverLeft,
  heldUntil,
}: WithdrawState): WithdrawCheck {
  if (groupId === null) return { kind: 'noProfile' };
  if (groupId !== GROUP_MEMBER) return { kind: 'guest' };
  if (heldUntil != null) return { kind: 'held', until: heldUntil };
  if (turnoverLeft !== undefined && turnoverLeft > 0) return { kind: 'turnoverLeft', left: turnoverLeft };
  if (!hasBinding) return { kind: 'noBinding' };
  if (codeSet === false) return { kind: 'noCode' };
  const text = amountText.trim();
  if (!text) return { kind: 'amountRequired' };
  const money = parseMoney(text.replace(/\.$/, ''));
  if (money === null) return { kind: 'amountInvalid' };
  if (money < MIN_WITHDRAWAL_MINOR) return { kind: 'belowMinimum' };
  if (balance !== undefined && money > balance) return { kind: 'overBalance' };
  return { kind: 'ready', money };
}

/**
 * The fixed-deposit term a withdrawal now would forfeit (the api ends it there): running, not forfeited already, with a
 * bonus locked; null when a withdrawal costs no bonus.
 */
export function forfeitableTerm(term: FixedDepositTerm | null): FixedDepositTerm | null {
  return term && !term.forfeited && term.locked > 0 ? term : null;
}

/** What the amount field keeps of the typed text: digits and one point with at most 2 decimals ("12.345" -> "12.34"). */
export function amountInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** Whether the typed amount is more than the balance (said as it is typed; an unreadable amount waits for submit). */
export function isShort(amountText: string, balance: Minor | undefined): boolean {
  const money = parseMoney(amountText.replace(/\.$/, ''));
  return balance !== undefined && money !== null && money > balance;
}

/** What "All" fills in: the whole balance as the field holds it ("123.45"), or null below the minimum withdrawal. */
export function allOf(balance: Minor | undefined): string | null {
  if (balance === undefined || balance < MIN_WITHDRAWAL_MINOR) return null;
  return formatMoney(balance).slice(0, -MONEY_SUFFIX.length);
}

type WithdrawInfo = CallResponse<'withdrawInfo'>;

/** A payout account the member can pick: withdrawAction's `type` and `index` (its place among the bindings of that type). */
export interface Destination {
  type: 0 | 1;
  index: number;
  /** The wallet type, or the bank name. */
  title: string;
  /** The wallet address, or the card number. */
  account: string;
  /** The card holder; none for a wallet. */
  holder?: string;
}

/** The bound wallets first (the spec's payout: the first one is selected), then the bank cards. */
export function destinationsOf(info: WithdrawInfo): Destination[] {
  return [
    ...info.usdt_address.map((wallet, index) => ({ type: 1 as const, index, title: wallet.acc_name, account: wallet.acc })),
    ...info.bank_address.map((card, index) => ({
      type: 0 as const,
      index,
      title: card.acc_bank,
      account: card.acc_name,
      holder: card.acc,
    })),
  ];
}
