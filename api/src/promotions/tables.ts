import type { Generated } from 'kysely';
import type { TurnoverKind } from 'shared-contracts/api';

/** Migration 034: every change of a program the operator sets (promotions/programs.ts); a program's newest row is in force. */
export interface ProgramChangesTable {
  id: Generated<number>;
  /** 'deposit_bonus' | 'fixed_deposit' */
  program: string;
  /** The program's whole settings, as JSON. */
  settings: string;
  /** The operator who made the change. */
  changed_by: string;
  note: string | null;
  created_at: number;
}

/** Migration 035: one immutable row per movement of a member's turnover left (promotions/turnover.ts). */
export interface TurnoverEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: TurnoverKind;
  /** The deposit or bonus credited, or the stake: a member's round's (since migration 044), an order's (before). */
  amount: number;
  /** The signed change of the turnover left. */
  delta: number;
  left_after: number;
  /** The program's multiple (hundredths) a deposit or bonus was counted with; null for play. */
  multiple: number | null;
  /**
   * The ledger entry id of a deposit or bonus; for a stake `round:<game>:<issue>:<member>` (since migration 044), the
   * order number (before): UNIQUE with kind.
   */
  ref: string;
  created_at: number;
  /** Migration 044: what a member's round's stake returns whatever the draw; null for a credit and an order's stake. */
  returned: number | null;
}

/** Migration 035: each member's turnover standing (no row: nothing left), written with each turnover entry. */
export interface TurnoverStandingsTable {
  user_id: number;
  turnover_left: number;
  /** The turnover added since the requirement was last played through. */
  required: number;
}

/** Migration 035: one row, the first ledger entry whose deposit or bonus adds turnover. */
export interface TurnoverStartTable {
  first_entry_id: number;
}

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

export interface PromotionTables {
  program_changes: ProgramChangesTable;
  turnover_entries: TurnoverEntriesTable;
  turnover_standings: TurnoverStandingsTable;
  turnover_start: TurnoverStartTable;
  fixed_deposit_payouts: FixedDepositPayoutsTable;
  fixed_deposit_terms: FixedDepositTermsTable;
}
