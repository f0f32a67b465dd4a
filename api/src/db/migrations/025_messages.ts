import { withId } from './helpers';
import type { Migration } from './types';

/** In-site messages (api/src/messages): written in the transaction of the event they tell of, listed newest first per member. */
export const messages: Migration = {
  name: '025_messages',
  async up(db, dialect) {
    await withId(db.schema.createTable('messages'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema.createIndex('messages_user_id').on('messages').columns(['user_id', 'id']).execute();
  },
};
