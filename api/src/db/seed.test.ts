import { ALL_CLASSES, defaultOddsHundredths } from 'shared-contracts';
import { buildTestDb } from '../testing/app';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

describe('seed data of the migrations', () => {
  it('has the four games with ids of docs/game-rules.md', async () => {
    const games = await t.db.selectFrom('games').select(['id', 'name_en', 'status']).orderBy('id').execute();
    expect(games).toEqual([
      { id: 1, name_en: 'Singapore', status: 1 },
      { id: 2, name_en: 'New Zealand', status: 1 },
      { id: 3, name_en: 'Kuala Lumpur', status: 1 },
      { id: 4, name_en: 'Australia', status: 1 },
    ]);
  });

  it('has four room tiers per game with distinct entry money and growing bet limits', async () => {
    const plans = await t.db.selectFrom('plans').selectAll().orderBy('id').execute();
    expect(plans).toHaveLength(16);
    for (const gameId of [1, 2, 3, 4]) {
      const rooms = plans.filter((p) => p.game_id === gameId);
      expect(rooms.map((r) => r.tier)).toEqual([1, 2, 3, 4]);
      expect(new Set(rooms.map((r) => r.joinmoeny)).size).toBe(4);
      for (let i = 1; i < rooms.length; i++) {
        expect(rooms[i]!.joinmoeny).toBeGreaterThan(rooms[i - 1]!.joinmoeny);
        expect(rooms[i]!.max_money).toBeGreaterThan(rooms[i - 1]!.max_money);
      }
      for (const r of rooms) expect(r.min_money).toBeLessThan(r.max_money);
    }
  });

  it('has default odds for every outcome class in every room', async () => {
    const odds = await t.db.selectFrom('odds').selectAll().execute();
    expect(odds).toHaveLength(16 * ALL_CLASSES.length);
    for (const row of odds) expect(row.odds).toBe(defaultOddsHundredths(row.class));
    expect(odds.find((o) => o.plan_id === 1 && o.class === 1)!.odds).toBe(198);
  });

  it('has announcements and articles in every place, each with a title and content in all three languages', async () => {
    const notices = await t.db.selectFrom('notices').selectAll().execute();
    const articles = await t.db.selectFrom('articles').selectAll().execute();
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(new Set(articles.map((a) => a.tab))).toEqual(new Set(['top', 'original', 'recommended', 'wealth']));
    for (const row of [...notices, ...articles])
      for (const locale of ['tw', 'zh', 'en'] as const) {
        expect(row[`title_${locale}`]).not.toBe('');
        expect(row[`content_${locale}`]).toMatch(/^<(p|ol|ul|h3)>/);
      }
  });
});
