import { isExpiredDeposit } from './deposit';
import { ENTRY_STATUS as S, ENTRY_TYPE as T, type Entry, type EntryStatus, type Posting } from './entry';
import { LedgerError } from './errors';
import { markWithParams, serverMark } from './marks';
import { assertAmount, depositBonus, type DepositBonusRule } from './rules';

/** Marks the ledger writes itself: i18n message keys, translated when a member lists entries. */
export const MARK = {
  depositRequest: 'server.wallet.mark.depositRequest',
  deposit: 'server.wallet.mark.deposit',
  depositBonus: 'server.wallet.mark.depositBonus',
  withdrawal: 'server.wallet.mark.withdrawal',
  withdrawalReturned: 'server.wallet.mark.withdrawalReturned',
  /** A withdrawal returned with the cashier's reason ('…?reason=…'): the member reads why (issue 42). */
  withdrawalReturnedBecause: 'server.wallet.mark.withdrawalReturnedBecause',
} as const;

/** The mark of a rejected withdrawal's return: with the cashier's reason when one was given. */
export function withdrawalReturnedMark(reason: string | null): string {
  const said = reason?.trim();
  return said ? markWithParams(MARK.withdrawalReturnedBecause, { reason: said }) : MARK.withdrawalReturned;
}

/** The cashier's reason a return's mark holds (withdrawalReturnedMark), or null. */
export function reasonOfReturn(mark: string): string | null {
  const written = serverMark(mark);
  return written?.key === MARK.withdrawalReturnedBecause ? (written.params.reason ?? null) : null;
}

/**
 * An operator's correction of the entry `corrects` (approved by a second operator), as a gift: `delta` > 0 credits the
 * member (passed), < 0 takes it back (rejected: the balance guard refuses a debit the balance does not cover). The
 * fund log's mark names the corrected entry; the reason stays in the request and the audit log; `ref` names the request.
 * Not a type of its own: SQLite cannot widen ledger_entries' type check in a migration (docs/money.md).
 */
export function correction(userId: number, delta: number, corrects: number, requestId: number): Posting {
  const mark = markWithParams('server.wallet.mark.correction', { entry: String(corrects) });
  return { userId, type: T.gift, status: delta > 0 ? S.passed : S.rejected, amount: Math.abs(delta), mark, ref: correctionRef(requestId) };
}

/** What a correction's ref starts with: it names the four-eyes request that approved it (gifts and bonuses have others). */
export const CORRECTION_REF = 'request:';
export const correctionRef = (requestId: number) => `${CORRECTION_REF}${requestId}`;

export function depositRequest(userId: number, amount: number, address: string): Posting {
  return { userId, type: T.deposit, status: S.notPassed, amount, mark: MARK.depositRequest, ref: address };
}

/** A member withdraws `amount` to `destination`: the money is held at once. */
export function withdrawalHold(userId: number, amount: number, destination: string): Posting {
  return { userId, type: T.withdrawal, status: S.notPassed, amount, mark: MARK.withdrawal, ref: destination };
}

export function purchase(userId: number, amount: number, mark: string, ref: string): Posting {
  return { userId, type: T.purchase, status: S.passed, amount, mark, ref };
}

export function profit(userId: number, amount: number, mark: string, ref: string): Posting {
  return { userId, type: T.profit, status: S.passed, amount, mark, ref };
}

export function gift(userId: number, amount: number, mark: string): Posting {
  return { userId, type: T.gift, status: S.passed, amount, mark, ref: null };
}

/**
 * A deposit's credit and its bonus (a gift, by the program in force: `depositBonus`), both naming `ref`: an approved
 * request's (the credit settles it), or a transfer's seen on chain with no open request of its amount (`settles` null).
 */
export function depositCredit(userId: number, amount: number, ref: string, settles: number | null, rule: DepositBonusRule): Posting[] {
  assertAmount(amount);
  const bonus = depositBonus(amount, rule);
  const credit: Posting = { userId, type: T.deposit, status: S.passed, amount, mark: MARK.deposit, ref, settles };
  const gift: Posting = { userId, type: T.gift, status: S.passed, amount: bonus, mark: MARK.depositBonus, ref };
  return bonus > 0 ? [credit, gift] : [credit];
}

export type Decision = 'approve' | 'reject';

/** What deciding a pending entry does: its new status and the new entries that move the money. */
export interface SettlementPlan {
  to: EntryStatus;
  postings: Posting[];
}

type Pending = Pick<Entry, 'id' | 'userId' | 'type' | 'status' | 'amount' | 'settles' | 'createdAt'>;

/**
 * Approving or rejecting a pending deposit or withdrawal. The pending entry only changes status;
 * money moves through new entries:
 * - deposit approved: credit the amount, plus the USDT deposit bonus as a gift (by `bonus`, the program in force);
 * - deposit rejected: nothing moves (nothing was credited);
 * - withdrawal approved: nothing moves (the money left when it was held);
 * - withdrawal rejected: a correcting entry returns the held amount, its mark holding the cashier's `reason` if any.
 * A deposit request past its window (at `now`) has expired: it may be rejected, not approved.
 */
export function settlement(
  entry: Pending,
  decision: Decision,
  now: number,
  bonus: DepositBonusRule,
  reason: string | null = null,
): SettlementPlan {
  // Only requests can be decided; a credit or a return (which settles a request) cannot.
  if ((entry.type !== T.deposit && entry.type !== T.withdrawal) || entry.settles != null) {
    throw new LedgerError('not_settleable', `entry ${entry.id}`);
  }
  if (entry.status !== S.notPassed) throw new LedgerError('already_settled', `entry ${entry.id}`);
  assertAmount(entry.amount);
  const link = { ref: `entry:${entry.id}` };
  const { userId, amount } = entry;
  if (entry.type === T.deposit) {
    if (decision === 'reject') return { to: S.rejected, postings: [] };
    if (isExpiredDeposit(entry, now)) throw new LedgerError('request_expired', `entry ${entry.id}`);
    return { to: S.passed, postings: depositCredit(userId, amount, link.ref, entry.id, bonus) };
  }
  if (decision === 'approve') return { to: S.passed, postings: [] };
  const refund: Posting = {
    userId,
    type: T.withdrawal,
    status: S.rejected,
    amount,
    mark: withdrawalReturnedMark(reason),
    ...link,
    settles: entry.id,
  };
  return { to: S.rejected, postings: [refund] };
}
