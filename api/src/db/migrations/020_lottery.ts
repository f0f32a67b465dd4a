import { withId } from './helpers';
import type { Migration } from './types';

/** Hash chains, rounds and orders of the lottery engine (api/src/lottery/storage/tables.ts describes each column). */
export const lottery: Migration = {
  name: '020_lottery',
  async up(db, dialect) {
    await withId(db.schema.createTable('lottery_chains'), dialect)
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('commitment', 'text', (c) => c.notNull().unique())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lottery_chains_game').on('lottery_chains').columns(['game_id', 'id']).execute();

    await withId(db.schema.createTable('lottery_rounds'), dialect)
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('issue', 'text', (c) => c.notNull())
      .addColumn('opens_at', 'bigint', (c) => c.notNull())
      .addColumn('seals_at', 'bigint', (c) => c.notNull())
      .addColumn('draws_at', 'bigint', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('chain_id', 'integer', (c) => c.references('lottery_chains.id'))
      .addColumn('chain_round', 'integer')
      .addColumn('link', 'text')
      .addColumn('site_1', 'integer')
      .addColumn('site_2', 'integer')
      .addColumn('site_3', 'integer')
      .addColumn('code', 'integer')
      .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('drawn_at', 'bigint')
      .addColumn('drawn_by', 'text')
      .addColumn('settled_at', 'bigint')
      .addUniqueConstraint('lottery_rounds_game_issue', ['game_id', 'issue'])
      .addUniqueConstraint('lottery_rounds_chain_link', ['chain_id', 'chain_round'])
      .execute();
    await db.schema.createIndex('lottery_rounds_game_status').on('lottery_rounds').columns(['game_id', 'status', 'draws_at']).execute();
    await db.schema.createIndex('lottery_rounds_game_draws').on('lottery_rounds').columns(['game_id', 'draws_at']).execute();

    await withId(db.schema.createTable('lottery_orders'), dialect)
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
      .addColumn('round_id', 'integer', (c) => c.notNull().references('lottery_rounds.id'))
      .addColumn('issue', 'text', (c) => c.notNull())
      .addColumn('play_type', 'text', (c) => c.notNull())
      .addColumn('odds', 'text', (c) => c.notNull())
      .addColumn('money', 'bigint', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('after_quantity', 'bigint', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('whether_hit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('profit', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('lottery_orders_round_status')
      .on('lottery_orders')
      .columns(['round_id', 'status', 'user_id', 'id'])
      .execute();
    await db.schema.createIndex('lottery_orders_round_plan').on('lottery_orders').columns(['round_id', 'plan_id', 'id']).execute();
    await db.schema.createIndex('lottery_orders_user_time').on('lottery_orders').columns(['user_id', 'created_at']).execute();
  },
};
