import { sql } from 'kysely';
import { gift, profit, purchase } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { ledgerTotals } from './029_ledger_totals';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

/** The database as it was before 029. */
async function dropTotals() {
  if (t.dialect === 'postgres') {
    await sql`drop trigger ledger_profit_totals_add on ledger_entries`.execute(t.db);
    await sql`drop function ledger_profit_totals_add()`.execute(t.db);
  } else {
    await sql`drop trigger ledger_profit_totals_add`.execute(t.db);
  }
  await sql`drop table ledger_profit_quarters`.execute(t.db);
  await sql`drop table ledger_profit_totals`.execute(t.db);
}

it('back-fills the totals from the entries written before it, and keeps them from then on', async () => {
  const noon = Date.UTC(2026, 10, 22, 4); // 12:00 in Taipei
  const a = await createMember(t.db);
  const b = await createMember(t.db);
  const idle = await createMember(t.db);
  await fund(t.db, a, 100_000);
  await fund(t.db, b, 100_000);
  await fund(t.db, idle, 100_000);
  await postAlone(t.db, purchase(a, 1_000, 'bet', 'o1'), noon - 86_400_000);
  await postAlone(t.db, profit(a, 1_980, 'win', 'o1'), noon - 86_400_000 + 60_000);
  await postAlone(t.db, purchase(a, 3_000, 'bet', 'o2'), noon);
  await postAlone(t.db, purchase(b, 500, 'bet', 'o3'), noon);
  await postAlone(t.db, gift(b, 7_777, 'not profit'), noon);
  await dropTotals();

  await ledgerTotals.up(t.db, t.dialect);
  expect(await ledger.profitSummary(t.db, a, 'Asia/Taipei', noon)).toEqual({ today_profit: -3_000, yesterday_profit: 980, profit: -2_020 });
  expect(await ledger.profitSummary(t.db, b, 'Asia/Taipei', noon)).toEqual({ today_profit: -500, yesterday_profit: 0, profit: -500 });
  expect(await ledger.profitSummary(t.db, idle, 'Asia/Taipei', noon)).toEqual({ today_profit: 0, yesterday_profit: 0, profit: 0 });
  expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);

  await postAlone(t.db, profit(b, 2_000, 'win', 'o3'), noon + 1);
  expect(await ledger.profitSummary(t.db, b, 'Asia/Taipei', noon)).toEqual({ today_profit: 1_500, yesterday_profit: 0, profit: 1_500 });
  expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
});
