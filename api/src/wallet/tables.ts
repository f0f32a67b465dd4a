/** Migration 026: how each decided deposit request ended (its status cannot tell a rejection from an expiry). */
export interface DepositOutcomesTable {
  request_id: number;
  outcome: DepositOutcome;
  /** The gift credited with it (credited); 0 otherwise. */
  bonus: number;
}

export type DepositOutcome = 'credited' | 'rejected' | 'expired';

export interface WalletTables {
  deposit_outcomes: DepositOutcomesTable;
}
