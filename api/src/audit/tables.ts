import type { Generated } from 'kysely';

/** Migration 037: one operator action (or an ops CLI command's); the database refuses to change or delete a row. */
export interface AuditLogTable {
  id: Generated<number>;
  /** 'operator:<name>' or 'cli'. */
  actor: string;
  /** The call's or the command's name: 'operator.add', 'member.enable' ... */
  action: string;
  /** What it acted on: 'operator:alice', 'member:42' ... */
  target: string | null;
  /** JSON of the state before and after, where the action changes one. */
  before: string | null;
  after: string | null;
  reason: string | null;
  /** The operator's address (the request's); null from the CLI. */
  address: string | null;
  created_at: number;
}

/** Migration 058: one opening of a member's data by staff (who, whom, what, when); immutable. */
export interface AccessLogTable {
  id: Generated<number>;
  /** 'operator:<name>', or 'cli' for the ops CLI's reads. */
  actor: string;
  /** 'member:<id>' */
  target: string;
  /** What was opened: 'member.detail' (with the fund log), 'member.show' (the CLI's), 'member.document' (a verification image). */
  what: string;
  address: string | null;
  created_at: number;
}

export interface AuditTables {
  audit_log: AuditLogTable;
  access_log: AccessLogTable;
}
