import type { Migration } from './types';

/**
 * The back office's sums by time (issue 29: the dashboard every 30 s, the reports): the ledger's entries by their time
 * and the orders by their settlement, so a day or a month reads its own rows, not the whole history.
 */
export const reportIndexes: Migration = {
  name: '043_report_indexes',
  async up(db) {
    await db.schema.createIndex('ledger_entries_time').on('ledger_entries').columns(['created_at']).execute();
    await db.schema.createIndex('lottery_orders_settled').on('lottery_orders').columns(['settled_at']).execute();
  },
};
