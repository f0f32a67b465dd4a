import type { Generated } from 'kysely';

/**
 * The ledger's table. The balance itself is `users.money` (one number per member, read by userInfo and the
 * heartbeat), written only by `post()` in the same transaction as the entry that explains it.
 * Rows are immutable (database triggers refuse edits and deletes) except `status`, which a pending
 * deposit or withdrawal changes once, 0 -> 1 or 0 -> 2.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** 0 deposit, 1 withdrawal, 2 purchase, 3 profit, 4 gift. */
  type: number;
  /** 0 not passed, 1 passed, 2 rejected. */
  status: number;
  /** Positive minor units (the fund log's `quantity`). */
  amount: number;
  /** The signed change this entry made to the balance (0 for a deposit request). */
  delta: number;
  /** The balance right after this entry (the fund log's `over`). */
  balance_after: number;
  mark: string;
  ref: string | null;
  /** The pending entry this one settles; unique, so no request is ever settled twice. */
  settles: number | null;
  /** Unix milliseconds. */
  created_at: number;
}

/**
 * Migration 029: running profit totals (the deltas of purchases and wins), kept by a trigger on every inserted
 * entry, in its transaction. All time per member, and per member per UTC quarter-hour (`quarter` = unix ms / 900,000):
 * a day in the wallet's zone is a whole number of quarters, so today and yesterday are sums of at most 200 rows.
 */
export interface LedgerProfitTotalsTable {
  user_id: number;
  profit: number;
}

export interface LedgerProfitQuartersTable {
  user_id: number;
  quarter: number;
  profit: number;
}

export interface LedgerTables {
  ledger_entries: LedgerEntriesTable;
  ledger_profit_totals: LedgerProfitTotalsTable;
  ledger_profit_quarters: LedgerProfitQuartersTable;
}
