import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Every replacement of a bound bank card or wallet (setPayInfo with the security code): what it pointed to before
 * and after, from which address and when. The member's record of it (and the in-site messages' source); ops
 * can trace a redirected withdrawal to it. Rows are only ever added.
 */
export const payInfoChanges: Migration = {
  name: '024_pay_info_changes',
  async up(db, dialect) {
    await withId(db.schema.createTable('pay_info_changes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('previous', 'text', (c) => c.notNull())
      .addColumn('replacement', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pay_info_changes_user_time').on('pay_info_changes').columns(['user_id', 'created_at']).execute();
  },
};
