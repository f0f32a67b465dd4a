import type { Migration } from './types';

// Frozen on purpose: the rows this migration has always written (docs/game-rules.md defaults), whatever the code says today.
const GAMES = [
  { id: 1, code: 'singapore', name_tw: '新加坡', name_zh: '新加坡', name_en: 'Singapore' },
  { id: 2, code: 'new-zealand', name_tw: '紐西蘭', name_zh: '新西兰', name_en: 'New Zealand' },
  { id: 3, code: 'kuala-lumpur', name_tw: '吉隆坡', name_zh: '吉隆坡', name_en: 'Kuala Lumpur' },
  { id: 4, code: 'australia', name_tw: '澳洲', name_zh: '澳大利亚', name_en: 'Australia' },
];

/** Four room tiers per game; money in minor units (1 unit = 100). */
const TIERS = [
  { tier: 1, title_tw: '初級房', title_zh: '初级房', title_en: 'Beginner', joinmoeny: 1_000, min_money: 100, max_money: 50_000 },
  { tier: 2, title_tw: '中級房', title_zh: '中级房', title_en: 'Intermediate', joinmoeny: 10_000, min_money: 500, max_money: 200_000 },
  { tier: 3, title_tw: '高級房', title_zh: '高级房', title_en: 'Advanced', joinmoeny: 100_000, min_money: 1_000, max_money: 1_000_000 },
  { tier: 4, title_tw: 'VIP房', title_zh: 'VIP房', title_en: 'VIP', joinmoeny: 500_000, min_money: 5_000, max_money: 5_000_000 },
];

/** Default odds in hundredths of the basic outcome classes, then of the number classes 100-127 (100 + the sum). */
const BASIC_ODDS: Record<number, number> = { 1: 198, 2: 198, 3: 198, 4: 198, 11: 420, 12: 360, 13: 360, 14: 420, 21: 1700, 22: 1700 };
const NUMBER_ODDS = [
  95000, 31666, 15833, 9500, 6333, 4523, 3392, 2638, 2111, 1727, 1507, 1376, 1301, 1266, 1266, 1301, 1376, 1507, 1727, 2111, 2638, 3392,
  4523, 6333, 9500, 15833, 31666, 95000,
];
const ODDS: [cls: number, odds: number][] = [
  ...Object.entries(BASIC_ODDS).map(([cls, odds]): [number, number] => [Number(cls), odds]),
  ...NUMBER_ODDS.map((odds, sum): [number, number] => [100 + sum, odds]),
];

/** Rooms 1-4 are Singapore's tiers, 5-8 New Zealand's, ... */
const PLANS = GAMES.flatMap((g) => TIERS.map((t) => ({ id: (g.id - 1) * TIERS.length + t.tier, game_id: g.id, ...t })));

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
    await db.insertInto('plans').values(PLANS).execute();
    await db
      .insertInto('odds')
      .values(
        PLANS.flatMap((p) =>
          ODDS.map(([cls, odds]) => ({ plan_id: p.id, class: cls, odds, min_money: p.min_money, max_money: p.max_money })),
        ),
      )
      .execute();
  },
};
