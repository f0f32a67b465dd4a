// Exposure limits (issue 39, docs/game-rules.md 'Exposure') through the member's own call, on both databases: a bet
// that would pass a limit is refused whole, naming the limit and the largest stake still accepted.
import type { FastifyInstance } from 'fastify';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../../testing/lottery';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';
import { addPayouts, largestStakeWithin, payoutsOf, RESULTS } from 'shared-contracts';
import { roundPayouts } from './exposure';
import { parseOrderBet } from '../../domain/lottery';

let t: TestApp;
let app: FastifyInstance;
let clock: FakeClock;

const ISSUE = '202601010001';
const LONG = '1';
const SHORT = '2';
const NUMBER_0 = '100';

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  clock.set(testCalendarStart(settings) + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  await app.lottery.tick();
});
afterEach(async () => t.close());

async function member(money = 1_000_000) {
  const m = await registerMember(app);
  await app.db
    .transaction()
    .execute((trx) =>
      app.ledger.post(trx, { userId: m.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: money, mark: 'test' }),
    );
  return m;
}

const bet = (token: string, playType: string, money: number, lang = 'en') =>
  post(app, '/api/Lottery/playOrder', { issue: ISSUE, plan_id: 1, game_id: 1, play_type: playType, money, lang }, { token });
const balance = (id: number) => app.db.transaction().execute((trx) => app.ledger.balanceOf(trx, id));
const roomLimits = (limits: { order_payout_limit?: number; member_payout_limit?: number }) =>
  app.db.updateTable('plans').set(limits).where('id', '=', 1).execute();
const roundLimit = (limit: number) => app.db.updateTable('games').set({ round_payout_limit: limit }).where('id', '=', 1).execute();
async function worstOfRound() {
  const round = await app.db
    .selectFrom('lottery_rounds')
    .select('id')
    .where('game_id', '=', 1)
    .where('issue', '=', ISSUE)
    .executeTakeFirstOrThrow();
  return Math.max(...(await app.db.transaction().execute((trx) => roundPayouts(trx, round.id))));
}

describe('the order limit (100,000u by default)', () => {
  it('refuses a 200u bet on number 0 (pays 190,000u) with the largest stake accepted, which is then accepted', async () => {
    const m = await member();
    const refused = await bet(m.token, NUMBER_0, 20_000);
    expect(refused).toMatchObject({
      code: 40012,
      msg: 'One order may win at most 100000u in this room: the largest amount per option still accepted is 105.26u',
    });
    expect(await balance(m.id)).toBe(1_000_000);
    expect((await bet(m.token, NUMBER_0, 10_527)).code).toBe(40012); // would pay 100,006.5u
    expect((await bet(m.token, NUMBER_0, 10_526, 'tw')).code).toBe(1); // pays 99,997u
    expect(await balance(m.id)).toBe(1_000_000 - 10_526);
  });
});

describe('the member limit', () => {
  it("counts the member's orders of the round per result: a second Long passes it, a Short beside it does not", async () => {
    await roomLimits({ member_payout_limit: 100_000 }); // 1,000u
    const m = await member();
    expect((await bet(m.token, LONG, 30_000)).code).toBe(1); // Long pays 594u
    const refused = await bet(m.token, LONG, 30_000, 'tw');
    expect(refused).toMatchObject({
      code: 40013,
      msg: '本房間您在本期的訂單合計最多可贏 1000u，每注仍可接受的最高金額為 205.05u',
    });
    expect((await bet(m.token, LONG, 20_506)).code).toBe(40013);
    expect((await bet(m.token, LONG, 20_505)).code).toBe(1); // 594u + 405.99u
    expect((await bet(m.token, SHORT, 30_000)).code).toBe(1); // pays on the other sums
    expect(await balance(m.id)).toBe(1_000_000 - 30_000 - 20_505 - 30_000);
  });
});

describe('payoutRoom', () => {
  it('answers what one more order of the member may pay per result: the largest stake found with it is the one the server accepts', async () => {
    await roomLimits({ member_payout_limit: 100_000 });
    const m = await member();
    const before = await post(app, '/api/Lottery/payoutRoom', { game_id: 1, plan_id: 1 }, { token: m.token });
    expect(before).toMatchObject({ code: 1, data: { issue: ISSUE } });
    expect(before.data.capacity).toEqual(new Array(RESULTS).fill(100_000));
    expect((await bet(m.token, LONG, 30_000)).code).toBe(1);
    const { capacity } = (await post(app, '/api/Lottery/payoutRoom', { game_id: 1, plan_id: 1 }, { token: m.token })).data;
    expect(capacity.slice(0, 14)).toEqual(new Array(14).fill(100_000));
    expect(capacity.slice(14)).toEqual(new Array(14).fill(40_600));
    const largest = largestStakeWithin({ classes: [1], oddsHundredths: [198], moneyPerChoice: 50_000 }, capacity);
    expect(largest).toBe(20_505);
    expect((await bet(m.token, LONG, largest + 1)).code).toBe(40013);
    expect((await bet(m.token, LONG, largest)).code).toBe(1);
    const other = await member();
    expect((await post(app, '/api/Lottery/payoutRoom', { game_id: 1, plan_id: 1 }, { token: other.token })).data.capacity).toEqual(
      new Array(RESULTS).fill(100_000),
    );
    expect(await post(app, '/api/Lottery/payoutRoom', { game_id: 2, plan_id: 1 }, { token: m.token })).toMatchObject({ code: 40009 });
  });
});

describe('the round limit', () => {
  it("counts every member's orders: B's Long is refused once A's fill the result, in B's language; nothing of it is kept", async () => {
    await roundLimit(100_000); // 1,000u
    const a = await member();
    const b = await member();
    expect((await bet(a.token, LONG, 30_000)).code).toBe(1);
    expect(await bet(b.token, LONG, 30_000, 'zh')).toMatchObject({
      code: 40014,
      msg: '本期此结果的派彩已达上限 1000u，每注仍可接受的最高金额为 205.05u',
    });
    expect(await worstOfRound()).toBe(59_400);
    expect(await balance(b.id)).toBe(1_000_000);
    expect((await bet(b.token, SHORT, 30_000)).code).toBe(1);
    expect((await bet(b.token, LONG, 20_505)).code).toBe(1);
    expect(await worstOfRound()).toBe(99_999);
  });

  it('holds under a parallel burst: of ten 100u Longs against 1,000u, exactly five are accepted', async () => {
    await roundLimit(100_000);
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(members.map((m) => bet(m.token, LONG, 10_000)));
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, 1, 1, 1, 1, 40014, 40014, 40014, 40014, 40014]);
    expect(await worstOfRound()).toBe(5 * 19_800);
  });

  it('a mixed burst over overlapping results never deadlocks: each bet is accepted or refused, and the rows add up', async () => {
    await roundLimit(200_000);
    const plays = ['1', '2,3', '1,4,11', '3', '105,106,115', '12', '2', '4,13,14'];
    const members = await Promise.all(Array.from({ length: 24 }, () => member()));
    const answers = await Promise.all(members.map((m, i) => bet(m.token, plays[i % plays.length]!, 4_000 + 100 * i)));
    expect(new Set(answers.map((answer) => answer.code))).toEqual(new Set([1, 40014]));
    const orders = await app.db.selectFrom('lottery_orders').select(['play_type', 'odds', 'money']).execute();
    const owed = orders.reduce((total, order) => addPayouts(total, payoutsOf(parseOrderBet(order))), new Array(RESULTS).fill(0));
    const round = await app.db
      .selectFrom('lottery_rounds')
      .select('id')
      .where('game_id', '=', 1)
      .where('issue', '=', ISSUE)
      .executeTakeFirstOrThrow();
    expect(await app.db.transaction().execute((trx) => roundPayouts(trx, round.id))).toEqual(owed);
    expect(Math.max(...owed)).toBeLessThanOrEqual(200_000);
  });
});
