/** Migration 028: one row per fixed-deposit bonus paid. Its primary key (user_id, month) makes a payout happen once. */
export interface FixedDepositPayoutsTable {
  user_id: number;
  /** 'YYYY-MM' */
  month: string;
  /** The qualifying reserve (the month's lowest balance), minor units. */
  reserve: number;
  /** The bonus credited (the gift entry with ref 'fixed-deposit:<month>'), minor units. */
  bonus: number;
  paid_at: number;
}

export interface FixedDepositTables {
  fixed_deposit_payouts: FixedDepositPayoutsTable;
}
