import type { Migration } from './types';

/**
 * Throttle entries (src/security/pgThrottleStore.ts) shared by every api process on PostgreSQL; on SQLite (one
 * process) throttles stay in memory and the table stays empty. Rows past expires_at count for nothing and are pruned.
 */
export const throttleEntries: Migration = {
  name: '030_throttle_entries',
  async up(db) {
    await db.schema
      .createTable('throttle_entries')
      .addColumn('throttle', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('failures', 'text', (c) => c.notNull())
      .addColumn('reserved', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull())
      .addColumn('locks', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('throttle_entries_pk', ['throttle', 'key'])
      .execute();
    await db.schema.createIndex('throttle_entries_expires_at').on('throttle_entries').column('expires_at').execute();
  },
};
