import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

/**
 * What staff read about members (issue 40): one row per opening of a member's detail, fund log or documents, apart
 * from the audit log of changes. Immutable, as the audit log is.
 */
export const accessLog: Migration = {
  name: '058_access_log',
  async up(db, dialect) {
    await withId(db.schema.createTable('access_log'), dialect)
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('what', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Who read one member, newest first (the member's own page of reads).
    await db.schema.createIndex('access_log_target').on('access_log').columns(['target', 'id']).execute();
    await refuseChanges(db, dialect, 'access_log', 'access entries are immutable');
  },
};
