import type { Generated } from 'kysely';
import type { OperatorRole } from './roles';

/** Migration 037: an operator of the back office. */
export interface OperatorsTable {
  id: Generated<number>;
  /** Lower case, unique. */
  name: string;
  role: OperatorRole;
  /** scrypt (security/password.ts); null until enrolled. */
  password_hash: string | null;
  /** Base32, as the authenticator app holds it. */
  totp_secret: string;
  totp_last_step: number | null;
  /** SHA-256 of the one-time enrolment token (null once enrolled) and when it lapses. */
  enrol_token_hash: string | null;
  enrol_expires_at: number | null;
  /** 0 active, 1 disabled. */
  status: Generated<number>;
  created_at: number;
  /** Migration 056: the last sign-in or enrolment (created_at before any): idle past a setting, the operator is disabled. */
  last_active_at: number | null;
  /** Migration 056: the authenticator secret the operator is moving to, until a code from it confirms the move. */
  pending_totp_secret: string | null;
}

/** Migration 037: a signed-in operator's session, by the hash of its cookie's token. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  /** The CSRF token every mutating call must send in its header (useless without the cookie's token). */
  csrf_token: string;
  address: string;
  created_at: number;
  last_seen_at: number;
}

/** Migration 039: a first approval of a withdrawal that needs two (four eyes). */
export interface WithdrawalApprovalsTable {
  entry_id: number;
  /** 'operator:<name>' */
  operator: string;
  approved_at: number;
}

export interface OperatorTables {
  withdrawal_approvals: WithdrawalApprovalsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
