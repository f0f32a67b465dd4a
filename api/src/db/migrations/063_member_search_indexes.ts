import type { Migration } from './types';

/**
 * Member search by ID-card number, last sign-in address and date joined (issue 40, accounts/opsMemberSearch.ts):
 * without these each would read every member or every session. Deposit addresses and transaction hashes are keys
 * of their tables already (032, 033).
 */
export const memberSearchIndexes: Migration = {
  name: '063_member_search_indexes',
  async up(db) {
    await db.schema.createIndex('users_idcard').on('users').columns(['idcard']).execute();
    await db.schema.createIndex('sessions_ip').on('sessions').columns(['ip', 'user_id']).execute();
    await db.schema.createIndex('users_created').on('users').columns(['created_at']).execute();
  },
};
