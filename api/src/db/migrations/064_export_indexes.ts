import type { Migration } from './types';

/**
 * The console's CSV exports of a period (issue 40, src/lists/exports) read in (created_at, id) order, batch after
 * batch from the last row's key: these let each batch start where the last ended instead of reading the period again.
 */
export const exportIndexes: Migration = {
  name: '064_export_indexes',
  async up(db) {
    await db.schema.createIndex('ledger_entries_time_id').on('ledger_entries').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_time_id').on('audit_log').columns(['created_at', 'id']).execute();
  },
};
