import type { Migration } from './types';

/**
 * Player protection (src/play): a member's limits, one row per kind and period ('' for the stake limit), each with
 * a raise or removal waiting for `pending_at`; and one settings row per member who set anything (the reality check,
 * the break running or last run). Amounts are minor units, times unix ms.
 */
export const playControls: Migration = {
  name: '031_play_controls',
  async up(db) {
    await db.schema
      .createTable('play_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('reality_check_minutes', 'integer', (c) => c.notNull())
      .addColumn('break_kind', 'text')
      .addColumn('break_until', 'bigint')
      .execute();
    await db.schema
      .createTable('play_limits')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint')
      .addColumn('pending_amount', 'bigint')
      .addColumn('pending_at', 'bigint')
      .addPrimaryKeyConstraint('play_limits_pk', ['user_id', 'kind', 'period'])
      .execute();
  },
};
