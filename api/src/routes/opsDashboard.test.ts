import type { FastifyInstance } from 'fastify';
import { classWins, payout, winningDraws } from 'shared-contracts';
import { CLI_ACTOR } from '../audit/log';
import { depositRequest, withdrawalHold } from '../domain/ledger';
import { postGift } from '../operators/gifts';
import { settleRequest } from '../wallet/requests/decide';
import type { LotteryEngine } from '../lottery/engine/engine';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { opsTestKit } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let clock: FakeClock;
let start: number;

const { call, enrolled, advance } = opsTestKit(() => app);

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  start = testCalendarStart(settings);
  clock.set(start + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  engine = app.lottery;
  // The ledger and the sessions read Date.now: put it on the lottery's day (2026-01-01, Taipei), as the rounds are.
  advance(clock() - Date.now());
  await engine.tick();
});
afterEach(() => t.close());

/** Moves the lottery's clock (and Date.now with it) and lets the scheduler draw and settle. */
async function at(ms: number) {
  clock.set(start + ms);
  advance(clock() - Date.now());
  await engine.tick();
  await engine.tick();
}

const postAll = (postings: Parameters<typeof app.ledger.post>[1][]) =>
  app.db.transaction().execute(async (trx) => {
    const entries = [];
    for (const posting of postings) entries.push(await app.ledger.post(trx, posting));
    return entries;
  });

const bet = (token: string, play_type: string, money: number) =>
  post(app, '/api/Lottery/playOrder', { issue: '202601010001', plan_id: 1, game_id: 1, play_type, money, lang: 'en' }, { token });

const BETS = [
  { play_type: '1,3,105', money: 1_000 },
  { play_type: '2', money: 2_000 },
  { play_type: '21', money: 500 },
];

/** A deposit request approved as the cashier's queue approves one: credited with the program's 10% bonus. */
async function deposit(userId: number, amount: number) {
  const [request] = await postAll([depositRequest(userId, amount, `addr-${userId}`)]);
  await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, request!.id, 'approve'));
}

/**
 * Two members deposit, one gets a gift, one withdraws (one paid, one pending), one asks to deposit again (pending),
 * the other opens the original client's deposit page (an open-amount deposit),
 * both bet; a guest deposits and bets too (left out of every figure); round 1 draws and settles.
 */
async function playDay() {
  const a = await registerMember(app);
  const b = await registerMember(app);
  await deposit(a.id, 100_000);
  await deposit(b.id, 50_000);
  await app.db
    .transaction()
    .execute((trx) => postGift(app.ledger, trx, { userId: a.id, amount: 500, mark: 'promo', reason: 'promo' }, CLI_ACTOR));
  const [paid] = await postAll([
    withdrawalHold(b.id, 3_000, 'bank:1'),
    withdrawalHold(b.id, 1_000, 'bank:2'),
    depositRequest(a.id, 700, 'addr-a'),
  ]);
  await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, paid!.id, 'approve'));
  // b opens the original client's deposit page: an open-amount deposit for the cashier.
  expect((await post(app, '/api/user/recharge', {}, { dialect: 'legacy', token: b.token })).data.open_deposit).not.toBeNull();
  const guest = await post(app, '/api/user/guest', {}, { ip: '10.8.0.1' });
  await deposit(guest.data.id, 40_000);
  expect((await bet(guest.data.token, '4', 3_000)).code).toBe(1);
  for (const { play_type, money } of BETS) expect((await bet(a.token, play_type, money)).code).toBe(1);
  expect((await bet(b.token, '2', 700)).code).toBe(1);
  await at(10_000);
  const round = await app.db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('issue', '=', '202601010001')
    .where('game_id', '=', 1)
    .executeTakeFirstOrThrow();
  expect(round.settled_at).not.toBeNull();
  return { code: round.code! };
}

describe('opsDashboard', () => {
  it("shows today's and the month's exact sums, each class's realised and theoretical return, and the queues", async () => {
    const viewer = await enrolled('viewer');
    const { code } = await playDay();
    const orders = await app.db
      .selectFrom('lottery_orders')
      .innerJoin('users', 'users.id', 'lottery_orders.user_id')
      .select(['play_type', 'odds', 'lottery_orders.money', 'payout'])
      .where('users.group_id', '=', 1)
      .execute();
    expect(orders).toHaveLength(4);
    const stakes = 1_000 * 3 + 2_000 + 500 + 700;
    // Each leg pays stake x odds when the drawn sum wins its class: the orders' own payouts agree.
    const legs = orders.flatMap((o) => {
      const odds = o.odds.split(',').map(Number);
      return o.play_type.split(',').map((c, i) => ({ cls: Number(c), money: Number(o.money), odds: odds[i]! }));
    });
    const paid = (leg: (typeof legs)[number]) => (classWins(leg.cls, code) ? payout(leg.money, leg.odds) : 0);
    const payouts = legs.reduce((sum, leg) => sum + paid(leg), 0);
    expect(orders.reduce((sum, o) => sum + Number(o.payout), 0)).toBe(payouts);

    const res = await call('/api/ops/dashboard', {}, viewer);
    expect(res.code).toBe(1);
    const figures = {
      deposits: 150_000,
      withdrawals: 3_000,
      stakes,
      payouts,
      bonuses: 10_000 + 5_000 + 500,
      ggr: stakes - payouts,
      ngr: stakes - payouts - (10_000 + 5_000 + 500),
      active_members: 2,
      orders: 4,
    };
    expect(res.data.time_zone).toBe('Asia/Taipei');
    expect(res.data.today).toEqual({ date: '2026-01-01', figures });
    expect(res.data.month.month).toBe('2026-01');
    expect(res.data.month.figures).toEqual(figures);
    const classes = [...new Set(legs.map((leg) => leg.cls))].sort((x, y) => x - y);
    expect(res.data.month.classes).toEqual(
      classes.map((cls) => {
        const mine = legs.filter((leg) => leg.cls === cls);
        const staked = mine.reduce((sum, leg) => sum + leg.money, 0);
        const won = mine.reduce((sum, leg) => sum + paid(leg), 0);
        const expected = mine.reduce((sum, leg) => sum + leg.money * leg.odds * winningDraws(cls), 0);
        return {
          class: cls,
          stakes: staked,
          payouts: won,
          realised_bp: Math.round((won * 10_000) / staked),
          theoretical_bp: Math.round(expected / staked / 10),
        };
      }),
    );
    expect(res.data.queues).toEqual({ deposits: 1, open_deposits: 1, withdrawals: 1 });
    expect(res.data.leader).toMatchObject({ id: engine.id, since: expect.any(Number), last_draw: expect.any(Number) });
    expect(res.data.this_process).toEqual({ id: engine.id, leading: true });
    expect(res.data.watcher).toEqual({ state: 'off', lag_blocks: null, lag_seconds: null });
  });

  it('refuses a signed-out caller', async () => {
    expect(await call('/api/ops/dashboard', {})).toMatchObject({ code: 70001 });
  });
});

describe('opsReport', () => {
  it('has a row per day of the month and per month of the year, summing to the whole', async () => {
    const viewer = await enrolled('viewer');
    await playDay();
    const daily = await call('/api/ops/report', { period: 'daily', at: '2026-01' }, viewer);
    expect(daily.code).toBe(1);
    expect(daily.data.rows).toHaveLength(31);
    expect(daily.data.rows[0]).toMatchObject({ label: '2026-01-01', deposits: 150_000, active_members: 2 });
    expect(daily.data.rows.slice(1).every((row: any) => row.deposits === 0 && row.orders === 0)).toBe(true);
    const monthly = await call('/api/ops/report', { period: 'monthly', at: '2026' }, viewer);
    expect(monthly.data.rows.map((row: any) => row.label)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    for (const report of [daily.data, monthly.data])
      for (const key of ['deposits', 'withdrawals', 'stakes', 'payouts', 'bonuses', 'ggr', 'ngr', 'orders'])
        expect(report.rows.reduce((sum: number, row: any) => sum + row[key], 0)).toBe(report.total[key]);
    expect(monthly.data.rows[0]).toEqual({ label: '2026-01', ...daily.data.total });
    expect(monthly.data.total).toEqual(daily.data.total);
  });

  it('refuses a period and a date that do not go together', async () => {
    const viewer = await enrolled('viewer');
    for (const input of [
      { period: 'daily', at: '2026' },
      { period: 'monthly', at: '2026-01' },
      { period: 'daily', at: '2026-13' },
      { period: 'weekly', at: '2026-01' },
    ])
      expect(await call('/api/ops/report', input, viewer)).toMatchObject({ code: 10001 });
  });
});

describe('opsCheck', () => {
  it('answers ok on clean books and draws, and names what was tampered with', async () => {
    const admin = await enrolled('admin');
    await playDay();
    const ledger = await call('/api/ops/check', { which: 'ledger' }, admin);
    expect(ledger.data).toMatchObject({ ok: true, failure: null });
    expect(ledger.data.lines).toContain('ledger balanced');
    const chain = await call('/api/ops/check', { which: 'chain' }, admin);
    expect(chain.data).toMatchObject({ ok: true, failure: null });
    expect(chain.data.lines.at(-1)).toMatch(/^ok: \d+ drawn round\(s\) verified$/);

    const member = await app.db.selectFrom('users').select(['id', 'money']).where('group_id', '=', 1).executeTakeFirstOrThrow();
    await app.db
      .updateTable('users')
      .set({ money: Number(member.money) + 1 })
      .where('id', '=', member.id)
      .execute();
    const broken = await call('/api/ops/check', { which: 'ledger' }, admin);
    expect(broken.data).toMatchObject({ ok: false, failure: expect.stringContaining('NOT balanced') });
    expect(broken.data.lines.join('\n')).toContain(`member ${member.id}`);
    expect(broken.data.lines.join('\n')).toContain('sum_mismatch');

    await app.db
      .updateTable('lottery_rounds')
      .set({ link: 'a'.repeat(64) })
      .where('issue', '=', '202601010001')
      .where('game_id', '=', 1)
      .execute();
    const chainBroken = await call('/api/ops/check', { which: 'chain' }, admin);
    expect(chainBroken.data).toMatchObject({ ok: false, failure: '2 problem(s) in the draw chains' });
    expect(chainBroken.data.lines).toContainEqual(expect.stringMatching(/^PROBLEM game 1 .* round 202601010001 .*does not hash/));
  });

  it('is refused to every role but admin', async () => {
    for (const role of ['viewer', 'cashier', 'support'] as const) {
      const operator = await enrolled(role);
      expect(await call('/api/ops/check', { which: 'ledger' }, operator)).toMatchObject({ code: 70002 });
    }
  });
});
