import type { Generated } from 'kysely';

/** Migration 028: one row per fixed-deposit bonus earned. Its primary key (user_id, month) makes a payout happen once. */
export interface FixedDepositPayoutsTable {
  user_id: number;
  /** 'YYYY-MM' */
  month: string;
  /** The qualifying reserve (the month's lowest balance), minor units. */
  reserve: number;
  /** The month's bonus, minor units: locked in `term_id`'s term; without a term (paid before 036), credited then. */
  bonus: number;
  paid_at: number;
  /** Migration 036: the term the bonus is locked in. */
  term_id: number | null;
}

export type TermOutcome = 'released' | 'forfeited';

/** Migration 036: a member's term, open until its outcome is recorded. */
export interface FixedDepositTermsTable {
  id: Generated<number>;
  user_id: number;
  first_month: string;
  last_month: string;
  term_months: number;
  started_at: number;
  ends_at: number;
  outcome: TermOutcome | null;
  amount: number | null;
  ended_at: number | null;
  closed_at: number | null;
  forfeited_by: number | null;
}

export interface FixedDepositTables {
  fixed_deposit_payouts: FixedDepositPayoutsTable;
  fixed_deposit_terms: FixedDepositTermsTable;
}
