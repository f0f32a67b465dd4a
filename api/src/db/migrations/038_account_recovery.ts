import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Account recovery (issue 29, accounts/recovery.ts): one-time codes support issues after verifying a member (only
 * their hash is stored; 30 minutes; one use), and the resets done with them, which hold withdrawals for 24 hours.
 */
export const accountRecovery: Migration = {
  name: '038_account_recovery',
  async up(db, dialect) {
    await withId(db.schema.createTable('recovery_codes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('issued_by', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      // Set once: when the member used it, or when a newer code of the same kind replaced it.
      .addColumn('closed_at', 'bigint')
      .addCheckConstraint('recovery_codes_kind', sql`kind in ('password', 'security_code')`)
      .execute();
    await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'kind']).execute();
    await withId(db.schema.createTable('account_resets'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('code_id', 'integer', (c) => c.notNull().references('recovery_codes.id'))
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_resets_user').on('account_resets').columns(['user_id', 'reset_at']).execute();
  },
};
