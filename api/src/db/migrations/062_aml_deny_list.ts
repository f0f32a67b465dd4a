import type { Migration } from './types';

/**
 * The operator's deny-list of addresses (issue 40, src/aml/denyList.ts): an admin's CSV upload replaces it whole. An
 * address is stored as 20-byte hex (as the chain watcher's senders are), so TRON's and hex forms of one address match.
 */
export const amlDenyList: Migration = {
  name: '062_aml_deny_list',
  async up(db) {
    await db.schema
      .createTable('aml_deny_list')
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('note', 'text')
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
