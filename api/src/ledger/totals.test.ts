import { gift, profit, purchase } from '../domain/ledger';
import { dayOf } from '../domain/time';
import { buildTestDb } from '../testing/app';
import { Ledger } from '.';
import { quarterOf } from './profit';
import { createMember, fund, postAlone } from '../testing/ledger';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

describe('running profit totals', () => {
  it('are written with the entry: a bet whose transaction rolls back adds nothing', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 10_000);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await ledger.post(trx, purchase(id, 4_000, 'bet', 'undone'));
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect((await ledger.profitSummary(t.db, id, 'Asia/Taipei')).profit).toBe(0);
    await postAlone(t.db, purchase(id, 4_000, 'bet', 'kept'));
    expect((await ledger.profitSummary(t.db, id, 'Asia/Taipei')).profit).toBe(-4_000);
  });

  it.each(['Asia/Taipei', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York'])(
    'answer the same days as summing the entries, in %s, to the edges of each day',
    async (zone) => {
      const id = await createMember(t.db);
      await fund(t.db, id, 10_000_000);
      const now = Date.UTC(2026, 2, 8, 15, 7); // New York's spring-forward day: a 23-hour day
      const today = dayOf(now, zone);
      const yesterday = dayOf(now, zone, 1);
      const instants = [
        yesterday.from - 1, // the day before yesterday, its last millisecond
        yesterday.from,
        yesterday.from + 7 * 60_000,
        today.from - 1,
        today.from,
        today.from + 14 * 60_000 + 59_999,
        now,
      ];
      for (const [i, at] of instants.entries()) {
        await postAlone(t.db, purchase(id, 100 * (i + 1), 'bet', `o${i}`), at);
        await postAlone(t.db, profit(id, 37 * (i + 1), 'win', `o${i}`), at);
      }
      await postAlone(t.db, gift(id, 5_000, 'not profit'), today.from);
      expect(await ledger.profitSummary(t.db, id, zone, now)).toEqual({
        today_profit: await ledger.profitOf(t.db, id, today),
        yesterday_profit: await ledger.profitOf(t.db, id, yesterday),
        profit: await ledger.profitOf(t.db, id),
      });
      expect(await ledger.profitOf(t.db, id, today)).toBe(-63 * (5 + 6 + 7));
    },
  );
});

describe('ledger:verify and the totals', () => {
  it('catches a total or a quarter changed behind the ledger', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 10_000);
    const bet = await postAlone(t.db, purchase(id, 1_000, 'bet', 'o'));
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
    await t.db.updateTable('ledger_profit_totals').set({ profit: 5 }).where('user_id', '=', id).execute();
    await t.db.insertInto('ledger_profit_quarters').values({ user_id: id, quarter: 1, profit: 7 }).execute();
    const report = await ledger.verifyLedger(t.db);
    expect(report.failures).toEqual([
      {
        userId: id,
        username: expect.any(String),
        balance: 9_000,
        problems: [
          { kind: 'profit_total_mismatch', stored: 5, expected: -1_000 },
          { kind: 'profit_quarter_mismatch', quarter: 1, stored: 7, expected: 0 },
        ],
      },
    ]);
    expect(quarterOf(bet.createdAt)).toBeGreaterThan(1);
    await t.db.updateTable('ledger_profit_totals').set({ profit: -1_000 }).where('user_id', '=', id).execute();
    await t.db.deleteFrom('ledger_profit_quarters').where('user_id', '=', id).where('quarter', '=', 1).execute();
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  });
});
