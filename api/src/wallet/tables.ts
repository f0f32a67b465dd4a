import type { Generated } from 'kysely';
import type { TurnoverKind } from 'shared-contracts/api';

/** Migration 026: how each decided deposit request ended (its status cannot tell a rejection from an expiry). */
export interface DepositOutcomesTable {
  request_id: number;
  outcome: DepositOutcome;
  /** The gift credited with it (credited); 0 otherwise. */
  bonus: number;
}

export type DepositOutcome = 'credited' | 'rejected' | 'expired';

/** Migration 032: each member's derived deposit address (wallet/depositAddressBook.ts), so a transfer finds its member. */
export interface DepositAddressesTable {
  /** Lowercase 20-byte hex, as Transfer logs carry it. */
  address: string;
  user_id: number;
}

/** Migration 034: every change of a program the operator sets (wallet/programs.ts); a program's newest row is in force. */
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

/** Migration 035: one immutable row per movement of a member's turnover left (wallet/turnover.ts). */
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

export interface WalletTables {
  deposit_outcomes: DepositOutcomesTable;
  deposit_addresses: DepositAddressesTable;
  program_changes: ProgramChangesTable;
  turnover_entries: TurnoverEntriesTable;
  turnover_standings: TurnoverStandingsTable;
  turnover_start: TurnoverStartTable;
}
