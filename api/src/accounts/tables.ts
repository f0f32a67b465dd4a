import type { SessionEndReason } from 'shared-contracts';
import type { Generated } from 'kysely';

/** A member or guest. Times are unix milliseconds; money is integer minor units (db/schema.ts). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  mobile: Generated<string>;
  /** 1 member, 2 guest. */
  group_id: number;
  idcard: Generated<string>;
  avatar: Generated<number>;
  inviter_id: number | null;
  /** The balance in minor units; written only by the ledger (never below 0: CHECK). */
  money: Generated<number>;
  security_code_hash: string | null;
  /** 0 active, 1 disabled. */
  status: Generated<number>;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  ip: string;
}

/** Why a member's sessions were ended (migration 073), by token hash, for the first call still carrying one. */
export interface EndedSessionsTable {
  token_hash: string;
  reason: SessionEndReason;
  ended_at: number;
}

/** A bound bank card (type 0) or virtual wallet (type 1) as `pay_infos` holds it. */
export interface Binding {
  type: number;
  acc: string;
  acc_name: string;
  acc_bank: string;
  acc_code: string;
  acc_fh: string;
  mark: string;
}

/** One binding per type and user. */
export interface PayInfosTable extends Binding {
  id: Generated<number>;
  user_id: number;
  created_at: number;
}

/** Migration 024: one row per replaced binding; rows are only ever added. */
export interface PayInfoChangesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  /** The binding before and after, as `describeBinding` writes it. */
  previous: string;
  replacement: string;
  /** The client address the change came from. */
  ip: string;
  created_at: number;
}

export type RecoveryKind = 'password' | 'security_code';

/** Migration 038: a one-time recovery code support issued (its SHA-256 only). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  kind: RecoveryKind;
  code_hash: string;
  /** 'operator:<name>' or 'cli'. */
  issued_by: string;
  issued_at: number;
  expires_at: number;
  /** Used, or replaced by a newer code of the kind. */
  closed_at: number | null;
}

/** Migration 038: a reset done with a recovery code: withdrawals wait 24 hours after it. */
export interface AccountResetsTable {
  id: Generated<number>;
  user_id: number;
  kind: RecoveryKind;
  code_id: number;
  reset_at: number;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  ended_sessions: EndedSessionsTable;
  pay_infos: PayInfosTable;
  pay_info_changes: PayInfoChangesTable;
  recovery_codes: RecoveryCodesTable;
  account_resets: AccountResetsTable;
}
