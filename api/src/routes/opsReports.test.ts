import type { FastifyInstance } from 'fastify';
import { gift, withdrawalHold } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { createMember } from '../testing/ledger';
import { opsTestKit } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
const { call, enrolled } = opsTestKit(() => app);

beforeEach(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
});
afterEach(() => t.close());

// 2026-03-02 10:00 in Taipei (UTC+8).
const MARCH_2 = Date.UTC(2026, 2, 2, 2);

async function plant() {
  const member = await createMember(app.db);
  await app.db.transaction().execute(async (trx) => {
    await app.ledger.post(trx, gift(member, 10_000, 'promo'), MARCH_2);
    await app.ledger.post(trx, withdrawalHold(member, 3_000, 'usdt:T'), MARCH_2);
  });
}

describe('the reports’ calls', () => {
  it('answer any operator the liability at the end of a day, the breakdown and the withdrawals by date', async () => {
    const viewer = await enrolled('viewer');
    await plant();
    const liability = await call('/api/ops/reportLiability', { date: '2026-03-02' }, viewer);
    // The end of 2 March in Taipei: 3 March 00:00 (UTC+8).
    expect(liability.data).toEqual({
      time_zone: 'Asia/Taipei',
      at: Date.UTC(2026, 2, 2, 16) / 1000,
      balances: 7_000,
      pending_withdrawals: 3_000,
      locked_bonuses: 0,
      total: 10_000,
    });
    expect((await call('/api/ops/reportLiability', { date: '2026-03-01' }, viewer)).data).toMatchObject({ total: 0 });

    const breakdown = await call('/api/ops/reportBreakdown', { from: '2026-03-01', to: '2026-03-31' }, viewer);
    expect(breakdown.code).toBe(1);
    expect(breakdown.data.programs).toEqual([
      { program: 'deposit_bonus', bonuses: 0, count: 0 },
      { program: 'fixed_deposit', bonuses: 0, count: 0 },
      { program: 'gift', bonuses: 10_000, count: 1 },
    ]);
    expect(breakdown.data.games[0]).toMatchObject({ game_id: expect.any(Number), name_en: expect.any(String), stakes: 0 });
    expect(breakdown.data.rooms[0]).toMatchObject({ plan_id: expect.any(Number), title_tw: expect.any(String), ggr: 0 });

    const withdrawals = await call('/api/ops/reportWithdrawals', { from: '2026-03-01', to: '2026-03-03' }, viewer);
    expect(withdrawals.data.rows.map((row: { date: string; requested: number }) => [row.date, row.requested])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 3_000],
      ['2026-03-03', 0],
    ]);
    expect(withdrawals.data.total).toEqual({
      requested: 3_000,
      requested_count: 1,
      approved: 0,
      approved_count: 0,
      rejected: 0,
      rejected_count: 0,
    });
  });

  it('refuse days that are none, spans that run backwards or past a year, and a signed-out caller', async () => {
    const viewer = await enrolled('viewer');
    expect(await call('/api/ops/reportLiability', { date: '2026-02-30' }, viewer)).toMatchObject({ code: 10001 });
    for (const span of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-02' },
      { from: '2026-3-1', to: '2026-03-02' },
    ])
      expect(await call('/api/ops/reportWithdrawals', span, viewer)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/reportBreakdown', { from: '2026-03-01', to: '2026-03-01' })).toMatchObject({ code: 70001 });
  });
});
