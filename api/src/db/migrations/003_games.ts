import { GAMES, oddsRows, planRows } from '../seed/games';
import type { Migration } from './types';

/** Games, rooms (plans) and odds: the lottery's reference data, seeded with docs/game-rules.md defaults. */
export const games: Migration = {
  name: '003_games',
  async up(db) {
    await db.schema
      .createTable('games')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name_tw', 'text', (c) => c.notNull())
      .addColumn('name_zh', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('plans')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
      .addColumn('tier', 'integer', (c) => c.notNull())
      .addColumn('title_tw', 'text', (c) => c.notNull())
      .addColumn('title_zh', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('joinmoeny', 'bigint', (c) => c.notNull())
      .addColumn('min_money', 'bigint', (c) => c.notNull())
      .addColumn('max_money', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('plans_game_tier', ['game_id', 'tier'])
      .execute();

    await db.schema
      .createTable('odds')
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
      .addColumn('class', 'integer', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('min_money', 'bigint', (c) => c.notNull())
      .addColumn('max_money', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('odds_pk', ['plan_id', 'class'])
      .execute();

    await db
      .insertInto('games')
      .values(GAMES.map((g, i) => ({ ...g, status: 1, sort: i })))
      .execute();
    await db.insertInto('plans').values(planRows()).execute();
    await db.insertInto('odds').values(oddsRows()).execute();
  },
};
