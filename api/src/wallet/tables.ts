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

export interface WalletTables {
  deposit_outcomes: DepositOutcomesTable;
  deposit_addresses: DepositAddressesTable;
}
