import type { ColumnType, Generated } from 'kysely';
/** Migration 026: how each decided deposit request ended (its status cannot tell a rejection from an expiry). */
export interface DepositOutcomesTable {
  request_id: number;
  outcome: DepositOutcome;
  /** The gift credited with it (credited); 0 otherwise. */
  bonus: number;
}

export type DepositOutcome = 'credited' | 'rejected' | 'expired';

/** Migration 032: each member's derived deposit address (wallet/deposits/addressBook.ts), so a transfer finds its member. */
export interface DepositAddressesTable {
  /** Lowercase 20-byte hex, as Transfer logs carry it. */
  address: string;
  user_id: number;
}

/** Migration 074: open-amount deposits, the original client's deposit page (wallet/deposits/openDeposits.ts). */
export interface OpenDepositsTable {
  id: Generated<number>;
  user_id: number;
  /** The deposit address the member was shown (TRON base58). */
  address: string;
  opened_at: number;
  /** The last time the member was shown it: it lapses OPEN_DEPOSIT_LAPSE_MS after. */
  seen_at: number;
  state: ColumnType<OpenDepositState, OpenDepositState | undefined, OpenDepositState>;
  /** The first approval's operator, transaction and amount, when above the threshold it needs a second. */
  first_by: string | null;
  first_tx: string | null;
  first_amount: number | null;
  first_at: number | null;
  decided_by: string | null;
  decided_at: number | null;
  reason: string | null;
  tx_hash: string | null;
  /** The credit, once credited. */
  entry_id: number | null;
}

export type OpenDepositState = 'open' | 'credited' | 'rejected';

export interface WalletTables {
  deposit_outcomes: DepositOutcomesTable;
  deposit_addresses: DepositAddressesTable;
  open_deposits: OpenDepositsTable;
}
