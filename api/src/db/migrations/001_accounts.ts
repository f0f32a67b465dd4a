import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

export const accounts: Migration = {
  name: '001_accounts',
  async up(db, dialect) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('idcard', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('inviter_id', 'integer', (c) => c.references('users.id'))
      .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('security_code_hash', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('users_money_not_negative', sql`money >= 0`)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('pay_infos'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('acc', 'text', (c) => c.notNull())
      .addColumn('acc_name', 'text', (c) => c.notNull())
      .addColumn('acc_bank', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('acc_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('acc_fh', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('pay_infos_user_type', ['user_id', 'type'])
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
  },
};
