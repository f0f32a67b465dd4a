import type { FastifyInstance } from 'fastify';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { runOpsCommand, SECOND_TEST_OPERATOR, ensureOperator } from '../testing/ops';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { ORDER_STATUS, ROUND_STATUS } from '../domain/lottery';

const ISSUE = '202601010001';
const DEPOSIT = 1_000_000;

let t: TestApp;
let app: FastifyInstance;
let clock: FakeClock;
let start: number;
let admin: SignedOperator;
let player: { token: string; id: number };

const { call, enrolled } = opsTestKit(() => app);

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  start = testCalendarStart(settings);
  clock.set(start + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  await app.lottery.tick();
  await app.lottery.state.loadAll();
  admin = await enrolled('admin');
  player = await registerMember(app);
  await app.db
    .transaction()
    .execute((trx) =>
      app.ledger.post(trx, { userId: player.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: DEPOSIT, mark: 'test' }),
    );
});
afterEach(() => t.close());

/** Long and Short, 10u each: one wins 19.80u, the other loses, whatever the draw. */
async function hedge() {
  for (const play_type of ['1', '2'])
    expect(
      await post(app, '/api/Lottery/playOrder', { issue: ISSUE, plan_id: 1, game_id: 1, play_type, money: 1000 }, { token: player.token }),
    ).toMatchObject({ code: 1 });
}

/** Until the approval's refunds (run once it committed, beside the answer) are written. */
async function refunded() {
  for (let i = 0; i < 200; i++) {
    const row = await app.db.selectFrom('round_voids').select('refunded_at').executeTakeFirst();
    if (row?.refunded_at) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the refunds never finished');
}

const connection = () => ({ db: app.db, dialect: app.dialect });
const balance = async () => (await post(app, '/api/user/userInfo', {}, { token: player.token })).data.money as number;
const range = { begin_date: '2026-01-01', end_date: '2026-01-01', lang: 'en' };

describe('opsRoundVoid', () => {
  it('asks, another admin approves: orders refunded, the records, results, verify, message and legacy dialect say so', async () => {
    await hedge();
    const ask = { game_id: 1, issue: ISSUE, reason: 'wrong draw found by chain:verify', lang: 'en' };
    expect(await call('/api/ops/roundVoid', ask, admin)).toMatchObject({
      code: 70047,
      msg: 'This round is still on sale: it can be voided once sealed (pause the game to stop bets now)',
    });
    clock.set(start + 10_500);
    await app.lottery.tick(); // drawn and settled: one order won 19.80u
    const settled = await balance();
    expect(settled).toBe(DEPOSIT - 2000 + 1980);

    const asked = await call('/api/ops/roundVoid', ask, admin);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'round.void', payload: { gameId: 1, issue: ISSUE }, state: 'pending' } });
    expect(await call('/api/ops/roundVoid', { ...ask, issue: '202601019999' }, admin)).toMatchObject({ code: 70046 });
    const second = await enrolled('admin');
    const decide = { id: asked.data.id, decision: 'approve', reason: 'agreed' };
    expect(await call('/api/ops/requestDecide', decide, second)).toMatchObject({ code: 1, data: { request: { state: 'approved' } } });
    await refunded();
    expect(await call('/api/ops/roundVoid', ask, admin)).toMatchObject({ code: 70048 });
    const round = await app.db
      .selectFrom('lottery_rounds')
      .select('status')
      .where('issue', '=', ISSUE)
      .where('game_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe(ROUND_STATUS.voided);

    // The losing order's stake comes back; the winner's 19.80u stays (nobody is charged back).
    expect(await balance()).toBe(settled + 1000);
    const orders = (await post(app, '/api/user/orderList', range, { token: player.token })).data as Array<Record<string, unknown>>;
    expect(orders.map((o) => [o.status, o.voided])).toEqual(
      expect.arrayContaining([
        [ORDER_STATUS.voided, { reason: ask.reason, voided_at: expect.any(Number), refund: 1000 }],
        [ORDER_STATUS.voided, { reason: ask.reason, voided_at: expect.any(Number), refund: 0 }],
      ]),
    );
    const results = (await post(app, '/api/Lottery/issueList', { game_id: 1, lang: 'en' }, { token: player.token })).data;
    expect(results[0]).toMatchObject({ issue: ISSUE, voided: { reason: ask.reason } });
    const verified = (await post(app, '/api/Lottery/verify', { game_id: 1, issue: ISSUE }, { token: player.token })).data;
    expect(verified).toMatchObject({ issue: ISSUE, voided: { reason: ask.reason }, code: results[0].code });
    const messages = (await post(app, '/api/user/messageList', { lang: 'en' }, { token: player.token })).data;
    expect(messages[0]).toMatchObject({
      kind: 'round_voided',
      title: 'Round voided',
      content: `Singapore round ${ISSUE} was voided by the operator (reason: ${ask.reason}). Your bets on it were refunded 10u; winnings already paid stay yours.`,
    });
    const legacy = await post(app, '/api/user/orderList', range, { token: player.token, dialect: 'legacy' });
    expect(legacy.data.map((o: { voided: { refund: string } }) => o.voided.refund).sort()).toEqual(['0', '10']);
    const fundLog = (await post(app, '/api/user/quantityLogList', range, { token: player.token })).data;
    expect(fundLog[0]).toMatchObject({
      type: ENTRY_TYPE.purchase,
      status: ENTRY_STATUS.rejected,
      quantity: 1000,
      mark: 'Refund (round voided)',
    });
  });

  it('a round voided before its draw: verify answers its void alone, the records show every stake back', async () => {
    await hedge();
    clock.set(start + 8_500); // sealed, not drawn
    const asked = await call('/api/ops/roundVoid', { game_id: 1, issue: ISSUE, reason: 'engine fault' }, admin);
    await ensureOperator(connection(), SECOND_TEST_OPERATOR);
    const approved = await runOpsCommand(connection(), t.config, ['request:approve', String(asked.data.id), '--by', SECOND_TEST_OPERATOR]);
    expect(approved).toMatchObject({ code: 0, out: `request ${asked.data.id}: approved\nrefunds done` });
    expect(await balance()).toBe(DEPOSIT);
    const verified = (await post(app, '/api/Lottery/verify', { game_id: 1, issue: ISSUE }, { token: player.token })).data;
    expect(verified).toMatchObject({ link: null, code: null, outcomes: [], voided: { reason: 'engine fault' } });
    const orders = (await post(app, '/api/user/orderList', range, { token: player.token })).data;
    expect(orders.map((o: { voided: { refund: number } }) => o.voided.refund)).toEqual([1000, 1000]);
    expect(orders[0].draw).toBeNull();
  });
});

describe('round:void', () => {
  it('asks from the CLI with a reason, refused while on sale', async () => {
    await hedge();
    const ops = (...argv: string[]) => runOpsCommand(connection(), t.config, argv);
    expect(await ops('round:void', '1', ISSUE)).toMatchObject({ code: 2 });
    expect(await ops('round:void', '1', ISSUE, '--reason', 'engine fault')).toMatchObject({
      code: 1,
      err: expect.stringContaining('still on sale'),
    });
    clock.set(start + 8_500);
    const asked = await ops('round:void', '1', ISSUE, '--reason', 'engine fault');
    expect(asked).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^request \d+: void round 202601010001 of game 1 and refund its orders; pending/),
    });
  });
});
