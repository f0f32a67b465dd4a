import { wallet } from 'shared-contracts/api';

/**
 * A ledger entry is one immutable change of a member's balance (or a request that may become one).
 * Types and statuses are the spec's fund-log numbers.
 */
export const ENTRY_TYPE = wallet.FUND_TYPES;
export const ENTRY_STATUS = wallet.FUND_STATUSES;

export type EntryType = (typeof ENTRY_TYPE)[keyof typeof ENTRY_TYPE];
export type EntryStatus = (typeof ENTRY_STATUS)[keyof typeof ENTRY_STATUS];

/** What a caller asks the ledger to write. `amount` is positive; the direction follows from type and status. */
export interface Posting {
  userId: number;
  type: EntryType;
  status: EntryStatus;
  amount: number;
  /** Free text, or an i18n message key such as 'server.wallet.mark.deposit' (translated when listed). */
  mark: string;
  /** What caused it: an order number, `entry:<id>` of the entry it settles, a deposit address... */
  ref?: string | null;
  /** The pending entry this one settles (a deposit's credit, a withdrawal's return); at most one per entry. */
  settles?: number | null;
}

/** A written entry: the posting, its signed effect on the balance and the balance after it. */
export interface Entry extends Required<Posting> {
  id: number;
  delta: number;
  /** The member's balance right after this entry (the fund log's `over` on the wire). */
  balanceAfter: number;
  /** Unix milliseconds. */
  createdAt: number;
}
