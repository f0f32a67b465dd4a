import type { FastifyInstance } from 'fastify';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import type { LotteryEngine } from '../lottery/engine/engine';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { ORDER_STATUS } from '../domain/lottery';

let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let clock: FakeClock;
let start: number;
let admin: SignedOperator;
let player: string;

const { call, enrolled } = opsTestKit(() => app);

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  start = testCalendarStart(settings);
  clock.set(start + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  engine = app.lottery;
  await engine.tick();
  await engine.state.loadAll();
  admin = await enrolled('admin');
  const member = await registerMember(app);
  await app.db
    .transaction()
    .execute((trx) =>
      app.ledger.post(trx, { userId: member.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: 1_000_000, mark: 'test' }),
    );
  player = member.token;
});
afterEach(() => t.close());

const bet = (body: Record<string, unknown> = {}) =>
  post(
    app,
    '/api/Lottery/playOrder',
    { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 1000, lang: 'en', ...body },
    { token: player },
  );
const hall = async (gameId = 1) =>
  (await post(app, '/api/Lottery/index', { game_id: gameId, lang: 'en' }, { token: player })).data.gameList[0].planList as {
    id: number;
    title: string;
    joinmoeny: number;
    min_money: number;
    max_money: number;
  }[];
const oddsList = (planId: number) => post(app, '/api/Lottery/oddsList', { plan_id: planId, lang: 'en' }, { token: player });

/** Waits until the running server's room state shows the change (published at the commit; PostgreSQL: LISTEN/NOTIFY). */
async function seen(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  await engine.state.idle();
  expect(condition()).toBe(true);
}
const roomsOf = (gameId: number) => [...(engine.state.view(gameId)?.rooms.values() ?? [])].map((r) => r.plan);

const auditRows = (action: string) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor', 'target', 'before', 'after', 'reason'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

const room = {
  game_id: 1,
  title_tw: '大師房',
  title_zh: '大师房',
  title_en: 'Masters',
  joinmoeny: 200_000,
  min_money: 2_000,
  max_money: 300_000,
  reason: 'new tier',
};

describe('opsGameStatus', () => {
  it("pauses a game (a member's bet refused) and resumes it (accepted), audited", async () => {
    expect(await call('/api/ops/gameStatus', { game_id: 1, paused: true, reason: 'draw feed down' }, admin)).toMatchObject({
      code: 1,
      data: { game_id: 1, paused: true, unchanged: false },
    });
    await seen(() => engine.state.view(1)!.status === 0);
    expect(await bet()).toMatchObject({ code: 40001 });
    expect((await call('/api/ops/games', {}, admin)).data[0]).toMatchObject({ id: 1, paused: true });
    expect(await call('/api/ops/gameStatus', { game_id: 1, paused: false, reason: 'feed back' }, admin)).toMatchObject({ code: 1 });
    await seen(() => engine.state.view(1)!.status === 1);
    expect(await bet()).toMatchObject({ code: 1 });
    expect(await call('/api/ops/gameStatus', { game_id: 1, paused: false, reason: 'again' }, admin)).toMatchObject({
      data: { unchanged: true },
    });
    expect(await call('/api/ops/gameStatus', { game_id: 9, paused: true, reason: 'none', lang: 'en' }, admin)).toMatchObject({
      code: 70043,
      msg: 'No such game',
    });
    expect(await auditRows('game.pause')).toEqual([
      { actor: `operator:${admin.name}`, target: 'game:1', before: '{"status":1}', after: '{"status":0}', reason: 'draw feed down' },
    ]);
    expect(await auditRows('game.resume')).toHaveLength(2);
  });
});

describe('opsOddsSet', () => {
  it("refuses odds above 100% RTP changing nothing; a change is in the player's oddsList and the console's RTP", async () => {
    const refused = await call('/api/ops/oddsSet', { plan_id: 1, class: 1, odds: 201, reason: 'too generous', lang: 'en' }, admin);
    expect(refused).toMatchObject({ code: 70040, msg: 'Odds of 2.01 return 100.5% to the player, above 100%: refused' });
    expect((await oddsList(1)).data.rule_base[0]).toMatchObject({ class: 1, odds: '1.98' });
    expect(await auditRows('odds.set')).toEqual([]);

    const asked = await call('/api/ops/oddsSet', { plan_id: 1, class: 1, odds: 195, reason: 'margin' }, admin);
    expect(asked).toMatchObject({
      code: 1,
      data: { kind: 'odds.set', payload: { planId: 1, cls: 1, odds: 195 }, state: 'pending', requested_by: `operator:${admin.name}` },
    });
    expect((await oddsList(1)).data.rule_base[0]).toMatchObject({ class: 1, odds: '1.98' }); // nothing until another admin approves
    const decide = { id: asked.data.id, decision: 'approve', reason: 'agreed' };
    expect(await call('/api/ops/requestDecide', decide, admin)).toMatchObject({ code: 70020 });
    const second = await enrolled('admin');
    expect(await call('/api/ops/requestDecide', decide, second)).toMatchObject({
      code: 1,
      data: { request: { state: 'approved', result: { rtp_tenths: 975 } } },
    });
    await seen(() => true);
    expect((await oddsList(1)).data.rule_base[0]).toMatchObject({ class: 1, odds: '1.95' });
    expect((await oddsList(2)).data.rule_base[0]).toMatchObject({ class: 1, odds: '1.98' });
    const games = (await call('/api/ops/games', { lang: 'en' }, admin)).data;
    expect(games[0].rooms[0].odds[0]).toEqual({ class: 1, class_name: 'Long', odds: 195, rtp_tenths: 975 });
    expect(games[0].rooms[0].odds).toHaveLength(38);
    expect(await auditRows('odds.set')).toEqual([
      {
        actor: `operator:${second.name}`,
        target: 'room:1',
        before: '{"class":1,"odds":198}',
        after: '{"class":1,"odds":195}',
        reason: `request:${asked.data.id}`,
      },
    ]);
    expect(await call('/api/ops/oddsSet', { plan_id: 1, class: 5, odds: 195, reason: 'margin' }, admin)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/oddsSet', { plan_id: 99, class: 1, odds: 195, reason: 'margin' }, admin)).toMatchObject({ code: 70042 });
  });
});

describe('opsRoomSave', () => {
  it("changes a room's entry money and limits: the hall, oddsList and bets follow", async () => {
    const change = { ...room, id: 1, title_en: 'Starter', joinmoeny: 5_000, min_money: 2_000, max_money: 60_000, reason: 'raise' };
    expect(await call('/api/ops/roomSave', change, admin)).toMatchObject({ code: 1, data: { id: 1, tier: 1 } });
    await seen(() => roomsOf(1)[0]!.min_money === 2_000);
    expect((await hall())[0]).toMatchObject({ id: 1, title: 'Starter', joinmoeny: 5_000, min_money: 2_000, max_money: 60_000 });
    expect(
      (await oddsList(1)).data.rule_base.every(
        (r: { min_money: number; max_money: number }) => r.min_money === 2_000 && r.max_money === 60_000,
      ),
    ).toBe(true);
    expect(await bet({ money: 1_000 })).toMatchObject({ code: 40006, msg: 'The amount per option must be at least 20u' });
    expect(await bet({ money: 60_000 })).toMatchObject({ code: 1 });
    expect(await auditRows('room.change')).toEqual([
      {
        actor: `operator:${admin.name}`,
        target: 'room:1',
        before: JSON.stringify({
          title_tw: '初級房',
          title_zh: '初级房',
          title_en: 'Beginner',
          joinmoeny: 1_000,
          min_money: 100,
          max_money: 50_000,
          order_payout_limit: 10_000_000,
          member_payout_limit: 30_000_000,
        }),
        after: JSON.stringify({
          title_tw: '大師房',
          title_zh: '大师房',
          title_en: 'Starter',
          joinmoeny: 5_000,
          min_money: 2_000,
          max_money: 60_000,
          order_payout_limit: 10_000_000,
          member_payout_limit: 30_000_000,
        }),
        reason: 'raise',
      },
    ]);
  });

  it('refuses a minimum above the maximum, a room of another game and bad amounts, changing nothing', async () => {
    expect(await call('/api/ops/roomSave', { ...room, id: 1, min_money: 5_000, max_money: 4_000, lang: 'en' }, admin)).toMatchObject({
      code: 70041,
      msg: 'The minimum bet may not be above the maximum',
    });
    expect(await call('/api/ops/roomSave', { ...room, id: 5 }, admin)).toMatchObject({ code: 70042 });
    expect(await call('/api/ops/roomSave', { ...room, id: 1, min_money: 0 }, admin)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/roomSave', { ...room, id: 1, joinmoeny: -1 }, admin)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/roomSave', { ...room, id: 1, max_money: 1.5 }, admin)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/roomSave', { ...room, game_id: 9 }, admin)).toMatchObject({ code: 70043 });
    expect((await hall())[0]).toMatchObject({ title: 'Beginner', min_money: 100 });
    expect(await app.db.selectFrom('audit_log').select('id').where('action', 'like', 'room.%').execute()).toEqual([]);
  });

  it('adds a room: the next tier, the default odds, in the hall and open to bets', async () => {
    expect(await call('/api/ops/roomSave', room, admin)).toMatchObject({ code: 1, data: { id: 17, tier: 5 } });
    await seen(() => roomsOf(1).length === 5);
    expect((await hall()).map((r) => r.title)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'VIP', 'Masters']);
    expect((await hall())[4]).toMatchObject({ id: 17, joinmoeny: 200_000, min_money: 2_000, max_money: 300_000 });
    const odds = (await oddsList(17)).data.rule_base;
    expect(odds).toHaveLength(38);
    expect(odds[0]).toMatchObject({ class: 1, odds: '1.98', min_money: 2_000, max_money: 300_000 });
    expect(await bet({ plan_id: 17, money: 2_000 })).toMatchObject({ code: 1 });
    expect(await auditRows('room.add')).toEqual([
      {
        actor: `operator:${admin.name}`,
        target: 'room:17',
        before: null,
        after: JSON.stringify({
          game_id: 1,
          tier: 5,
          title_tw: '大師房',
          title_zh: '大师房',
          title_en: 'Masters',
          joinmoeny: 200_000,
          min_money: 2_000,
          max_money: 300_000,
          order_payout_limit: 10_000_000,
          member_payout_limit: 30_000_000,
        }),
        reason: 'new tier',
      },
    ]);
  });
});

describe('opsRoomRetire', () => {
  it('takes a room out of the hall and refuses its bets; bets placed settle; for good; a game keeps one room', async () => {
    expect(await bet({ plan_id: 2, money: 1_000 })).toMatchObject({ code: 1 });
    const retired = await call('/api/ops/roomRetire', { id: 2, reason: 'too few players' }, admin);
    expect(retired).toMatchObject({ code: 1, data: { id: 2, retired_at: expect.any(Number) } });
    await seen(() => roomsOf(1).length === 3);
    expect((await hall()).map((r) => r.id)).toEqual([1, 3, 4]);
    expect(await bet({ plan_id: 2, money: 1_000 })).toMatchObject({ code: 40009 });
    expect(await oddsList(2)).toMatchObject({ code: 40009 });
    expect((await call('/api/ops/games', {}, admin)).data[0].rooms[1]).toMatchObject({ id: 2, retired_at: retired.data.retired_at });

    clock.advance(10_000);
    await engine.tick();
    expect(await app.db.selectFrom('lottery_orders').select('status').where('plan_id', '=', 2).execute()).toEqual([
      { status: ORDER_STATUS.settled },
    ]);

    expect(await call('/api/ops/roomRetire', { id: 2, reason: 'again' }, admin)).toMatchObject({ code: 70044 });
    expect(await call('/api/ops/roomSave', { ...room, id: 2 }, admin)).toMatchObject({ code: 70044 });
    expect(await call('/api/ops/oddsSet', { plan_id: 2, class: 1, odds: 195, reason: 'x retired' }, admin)).toMatchObject({ code: 70044 });
    expect(await call('/api/ops/roomRetire', { id: 3, reason: 'consolidate' }, admin)).toMatchObject({ code: 1 });
    expect(await call('/api/ops/roomRetire', { id: 4, reason: 'consolidate' }, admin)).toMatchObject({ code: 1 });
    expect(await call('/api/ops/roomRetire', { id: 1, reason: 'consolidate', lang: 'en' }, admin)).toMatchObject({
      code: 70045,
      msg: 'A game keeps at least one open room: add another before retiring this one',
    });
    expect(await call('/api/ops/roomRetire', { id: 99, reason: 'none' }, admin)).toMatchObject({ code: 70042 });
    expect((await auditRows('room.retire'))[0]).toEqual({
      actor: `operator:${admin.name}`,
      target: 'room:2',
      before: '{"retired_at":null}',
      after: JSON.stringify({
        retired_at: (await app.db.selectFrom('plans').select('retired_at').where('id', '=', 2).executeTakeFirstOrThrow()).retired_at,
      }),
      reason: 'too few players',
    });
  });
});

describe('payout limits (docs/game-rules.md: Exposure)', () => {
  it('shows the defaults; a room’s order limit and the game’s round limit, once set, bound the next bets; audited', async () => {
    const games = (await call('/api/ops/games', {}, admin)).data;
    expect(games[0]).toMatchObject({ round_payout_limit: 100_000_000 });
    expect(games[0].rooms[0]).toMatchObject({ order_payout_limit: 10_000_000, member_payout_limit: 30_000_000 });

    const limited = {
      ...room,
      id: 1,
      title_en: 'Beginner',
      joinmoeny: 1_000,
      min_money: 100,
      max_money: 50_000,
      order_payout_limit: 50_000,
    };
    expect(await call('/api/ops/roomSave', limited, admin)).toMatchObject({ code: 1 });
    await seen(() => true);
    expect(await bet({ money: 30_000 })).toMatchObject({
      code: 40012,
      msg: 'One order may win at most 500u in this room: the largest amount per option still accepted is 252.53u',
    });
    expect(await bet({ money: 25_253 })).toMatchObject({ code: 1 }); // pays 500u

    const roundLimit = { game_id: 1, round_payout_limit: 60_000, reason: 'small float this week' };
    expect(await call('/api/ops/gameLimit', roundLimit, admin)).toMatchObject({
      code: 1,
      data: { game_id: 1, round_payout_limit: 60_000 },
    });
    expect(await bet({ money: 6_000 })).toMatchObject({ code: 40014 }); // 500u owed on Long already, 118.8u more
    expect(await bet({ money: 6_000, play_type: '2' })).toMatchObject({ code: 1 });
    expect(await call('/api/ops/gameLimit', { ...roundLimit, round_payout_limit: 0 }, admin)).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/gameLimit', { ...roundLimit, game_id: 9 }, admin)).toMatchObject({ code: 70043 });
    expect(await auditRows('game.limit')).toEqual([
      {
        actor: `operator:${admin.name}`,
        target: 'game:1',
        before: JSON.stringify({ round_payout_limit: 100_000_000 }),
        after: JSON.stringify({ round_payout_limit: 60_000 }),
        reason: 'small float this week',
      },
    ]);
  });
});

describe('opsExposure', () => {
  it("shows every open round's payouts per result, its worst result and its limit, to every role", async () => {
    expect((await bet({ money: 10_000 })).code).toBe(1); // Long pays 198u on 14-27
    expect((await bet({ money: 1_000, play_type: '105' })).code).toBe(1); // Number 5 pays 452.3u on 5
    const viewer = await enrolled('viewer');
    const answer = await call('/api/ops/exposure', {}, viewer);
    expect(answer.code).toBe(1);
    const round = answer.data.find((row: { game_id: number; issue: string }) => row.game_id === 1 && row.issue === '202601010001');
    expect(round).toMatchObject({ name_en: 'Singapore', round_payout_limit: 100_000_000, worst_result: 5, worst_payout: 45_230 });
    expect(round.payouts[5]).toBe(45_230);
    expect(round.payouts[13]).toBe(0);
    expect(round.payouts.slice(14)).toEqual(new Array(14).fill(19_800));
  });
});

describe('roles', () => {
  it('refuses every games call to the other roles (70002)', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/ops/games', {}],
      ['/api/ops/gameStatus', { game_id: 1, paused: true, reason: 'not mine' }],
      ['/api/ops/gameLimit', { game_id: 1, round_payout_limit: 100, reason: 'not mine' }],
      ['/api/ops/oddsSet', { plan_id: 1, class: 1, odds: 150, reason: 'not mine' }],
      ['/api/ops/roomSave', { ...room, id: 1 }],
      ['/api/ops/roomRetire', { id: 2, reason: 'not mine' }],
    ];
    for (const role of ['viewer', 'cashier', 'support'] as const) {
      const op = await enrolled(role);
      for (const [path, body] of calls) expect({ path, ...(await call(path, body, op)) }).toMatchObject({ path, code: 70002, status: 403 });
    }
    expect(await app.db.selectFrom('games').select('status').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ status: 1 });
    expect(
      await app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', 'in', ['game.pause', 'game.limit', 'odds.set', 'room.change', 'room.retire'])
        .execute(),
    ).toEqual([]);
  });
});
