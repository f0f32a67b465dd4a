import type { FastifyInstance } from 'fastify';
import { gift, profit } from '../../domain/ledger';
import { periodOf } from '../../domain/play';
import { wallClock } from '../../domain/time';
import type { LotteryEngine } from '../../lottery/engine/engine';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../../testing/lottery';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

/** The controls that guard bets (placeOrder), on the lottery's test calendar with its clock moved by hand. */
let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let clock: FakeClock;
let start: number;
const HOUR = 3_600_000;

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  start = testCalendarStart(settings);
  clock.set(start + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  engine = t.app.lottery;
  await engine.tick();
});
afterEach(async () => t.close());

const ZONE = () => t.config.wallet.timeZone;
const credit = (userId: number, posting: Parameters<typeof app.ledger.post>[1]) =>
  engine.db.transaction().execute((trx) => app.ledger.post(trx, posting, clock()));

async function member(money = 100_000) {
  const m = await registerMember(app);
  await credit(m.id, gift(m.id, money, 'funds'));
  return m;
}

const bet = (token: string, money: number, lang = 'en') =>
  post(
    app,
    '/api/Lottery/playOrder',
    { issue: engine.currentRound(clock())!.issue, plan_id: 1, game_id: 1, play_type: '1', money, lang },
    { token },
  );
const limit = (token: string, body: Record<string, unknown>) => post(app, '/api/user/setPlayLimit', { lang: 'en', ...body }, { token });

describe('bets under the member’s controls', () => {
  it('refuses an order whose total stake is above the maximum stake', async () => {
    const m = await member();
    await limit(m.token, { kind: 'stake', amount: 2_000 });
    expect((await bet(m.token, 2_000)).code).toBe(1);
    expect(await bet(m.token, 2_001)).toMatchObject({ code: 60003, msg: 'This bet of 20.01u is above your maximum stake per bet of 20u.' });
    // Two choices at 1,500 each: a total of 3,000.
    const two = await post(
      app,
      '/api/Lottery/playOrder',
      { issue: engine.currentRound(clock())!.issue, plan_id: 1, game_id: 1, play_type: '1,2', money: 1_500, lang: 'en' },
      { token: m.token },
    );
    expect(two.code).toBe(60003);
    expect((await post(app, '/api/user/userInfo', {}, { token: m.token })).data.money).toBe(98_000);
  });

  it('counts the net loss of the period: stakes less wins, so a win gives room back', async () => {
    const m = await member();
    await limit(m.token, { kind: 'loss', period: 'day', amount: 2_000 });
    expect((await bet(m.token, 1_500)).code).toBe(1);
    const resets = wallClock(periodOf(clock(), 'day', ZONE()).to, ZONE());
    expect(await bet(m.token, 1_000)).toMatchObject({
      code: 60002,
      msg: `This bet would pass your daily loss limit of 20u (net loss today: 15u). It resets at ${resets}.`,
    });
    const tw = await bet(m.token, 1_000, 'tw');
    expect(tw.msg).toBe(`此筆投注將超過您的每日虧損限額 20u（今日淨虧損 15u），限額於 ${resets} 重置`);
    await credit(m.id, profit(m.id, 1_000, 'win', 'order:x')); // a payout of 10u: the net loss is 5u
    expect((await post(app, '/api/user/playControls', {}, { token: m.token })).data.limits[3]).toMatchObject({
      kind: 'loss',
      period: 'day',
      used: 500,
    });
    expect((await bet(m.token, 1_500)).code).toBe(1);
    expect((await bet(m.token, 1_000)).code).toBe(60002); // the room's smallest bet: the limit is reached exactly
    expect((await post(app, '/api/user/userInfo', {}, { token: m.token })).data.money).toBe(100_000 - 1_500 + 1_000 - 1_500);
  });

  it('counts a win of a drawn and settled round', async () => {
    const m = await member();
    await limit(m.token, { kind: 'loss', period: 'day', amount: 3_000 });
    const both = { issue: engine.currentRound(clock())!.issue, plan_id: 1, game_id: 1, play_type: '1,2', money: 1_000, lang: 'en' };
    expect((await post(app, '/api/Lottery/playOrder', both, { token: m.token })).code).toBe(1); // one of the two always wins
    expect((await bet(m.token, 1_500)).code).toBe(60002); // 2,000 staked, nothing won yet
    clock.set(start + 10_000);
    await engine.tick(); // drawn and settled: 1,980 won, a net loss of 20
    expect((await post(app, '/api/user/playControls', {}, { token: m.token })).data.limits[3].used).toBe(20);
    expect((await bet(m.token, 2_980)).code).toBe(1);
    expect((await bet(m.token, 1_000)).code).toBe(60002);
  });

  it('raises a loss limit 24 hours after it is asked, not sooner', async () => {
    const m = await member();
    await limit(m.token, { kind: 'loss', period: 'week', amount: 1_000 });
    const pending = (await limit(m.token, { kind: 'loss', period: 'week', amount: 5_000 })).data.limits[4];
    expect(pending).toMatchObject({
      kind: 'loss',
      period: 'week',
      amount: 1_000,
      pending: { amount: 5_000, effective_at: Math.floor((clock() + 24 * HOUR) / 1000) },
    });
    clock.advance(24 * HOUR - 1_000);
    expect((await bet(m.token, 2_000)).code).toBe(60002);
    clock.advance(1_000);
    expect((await post(app, '/api/user/playControls', {}, { token: m.token })).data.limits[4]).toMatchObject({
      amount: 5_000,
      pending: null,
    });
    expect((await bet(m.token, 2_000)).code).toBe(1);
  });

  it('refuses bets during a self-exclusion, naming its end, in the member’s language', async () => {
    const m = await member();
    const until = (await post(app, '/api/user/takeBreak', { length: '1y' }, { token: m.token })).data.break.until;
    expect(await bet(m.token, 1_000, 'zh')).toMatchObject({
      code: 60004,
      msg: `您已自我排除，直至 ${wallClock(until * 1000, ZONE())}：期间不能投注或充值，仍可查看余额及提现`,
    });
    expect((await post(app, '/api/user/userInfo', {}, { token: m.token })).data.money).toBe(100_000);
  });

  it('lets no burst of parallel bets pass a loss limit', async () => {
    const m = await member();
    await limit(m.token, { kind: 'loss', period: 'month', amount: 3_500 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(m.token, 1_000)));
    expect(answers.map((a) => a.code).sort()).toEqual([1, 1, 1, 60002, 60002, 60002, 60002, 60002, 60002, 60002]);
    expect((await post(app, '/api/user/userInfo', {}, { token: m.token })).data.money).toBe(97_000);
  });
});
