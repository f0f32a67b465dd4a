import { sql } from 'kysely';
import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

/**
 * The back office's operators (issue 29, api/src/operators): their accounts (a role, a scrypt password and a TOTP
 * secret, both set at enrolment through a one-time link), their sessions, and the audit log of every operator action,
 * which the database refuses to change or delete, as the ledger's entries.
 */
export const operators: Migration = {
  name: '037_operators',
  async up(db, dialect) {
    await withId(db.schema.createTable('operators'), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('role', 'text', (c) => c.notNull())
      // Null until enrolment: nobody signs in before choosing a password and proving the authenticator.
      .addColumn('password_hash', 'text')
      .addColumn('totp_secret', 'text', (c) => c.notNull())
      // The last TOTP time step accepted: a code of that step or earlier is refused (no replay).
      .addColumn('totp_last_step', 'bigint')
      .addColumn('enrol_token_hash', 'text', (c) => c.unique())
      .addColumn('enrol_expires_at', 'bigint')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('operators_role', sql`role in ('viewer', 'cashier', 'support', 'admin')`)
      .addCheckConstraint('operators_name', sql`name = lower(name)`)
      .execute();
    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();
    await withId(db.schema.createTable('audit_log'), dialect)
      // 'operator:<name>' or 'cli'
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text')
      // JSON, or null
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('reason', 'text')
      .addColumn('address', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();
    await refuseChanges(db, dialect, 'audit_log', 'audit entries are immutable');
  },
};
