import type { FastifyInstance } from 'fastify';
import { CLI_ACTOR } from '../audit/log';
import type { PublishRoomChange } from '../lottery/admin/actor';
import { setGameStatus } from '../lottery/admin/gameStatus';
import { setOdds } from '../lottery/admin/odds';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import type { LotteryEngine } from '../lottery/engine/engine';
import { placeOrder } from '../lottery/storage/orders';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { liveStream, openLive, type LiveStream } from '../testing/liveStream';

let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let clock: FakeClock;
let start: number;
let base: string;

const ROOM = { game_id: 1, plan_id: 1 };

async function member(money = 100_000) {
  const m = await registerMember(app);
  await engine.db
    .transaction()
    .execute((trx) =>
      app.ledger.post(trx, { userId: m.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: money, mark: 'test' }),
    );
  return m;
}

const bet = (token: string, body: Record<string, unknown> = {}) =>
  post(app, '/api/Lottery/playOrder', { issue: '202601010001', ...ROOM, play_type: '1', money: 1000, lang: 'en', ...body }, { token });

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
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => t.close());

describe('GET /api/live: refusals answer the JSON envelope', () => {
  it('refuses without a session, an unknown room and a bad query', async () => {
    const none = await openLive(base, undefined, ROOM);
    expect(none.refusal).toMatchObject({ type: 'application/json; charset=utf-8', body: { code: 50008, data: null } });
    const { token } = await member();
    expect((await openLive(base, 'not-a-session', ROOM)).refusal?.body.code).toBe(50008);
    expect((await openLive(base, token, { game_id: 1, plan_id: 999 })).refusal?.body.code).toBe(40009);
    const bad = await openLive(base, token, { game_id: 1, plan_id: 'x', lang: 'zh' });
    expect(bad.refusal?.body).toMatchObject({ code: 10001, data: null });
    expect((await openLive(base, token, { plan_id: 1 })).refusal?.body.code).toBe(10001);
    expect(app.live.size).toBe(0);
  });
});

describe('a room stream', () => {
  it('opens with the heart answer, headers for a stream, then pushes bets, mine and the balance', async () => {
    const watcher = await member();
    const bettor = await member(50_000);
    const watching = await liveStream(base, watcher.token, ROOM);
    expect(watching.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(watching.res.headers.get('cache-control')).toBe('no-store');
    expect(watching.res.headers.get('x-accel-buffering')).toBe('no');
    expect(watching.res.headers.get('x-content-type-options')).toBe('nosniff');
    const snapshot = await watching.next('heart');
    expect(watching.frames[0]!.event).toBe('heart');
    const heart = await post(app, '/api/Lottery/heart', { ...ROOM, lang: 'en' }, { token: watcher.token });
    expect(snapshot.data).toEqual(heart.data);

    const own = await liveStream(base, bettor.token, ROOM);
    await own.next('heart');
    const placed = await bet(bettor.token);
    expect(placed.code).toBe(1);
    const bets = await watching.next('bets');
    expect(bets.data).toEqual({
      plan_id: 1,
      message: [expect.objectContaining({ issue: '202601010001', play_type: '1', quantity: 1000, at: clock(), id: expect.any(Number) })],
    });
    const id = bets.data.message[0].id;
    await own.next('bets', (d) => d.message[0].id === id);
    await own.next('me', (d) => d.mine?.[0] === id);
    await own.next('me', (d) => d.money === 49_000);
    expect(watching.frames.some((f) => f.event === 'me')).toBe(false); // another's bet is not the watcher's
    // The heartbeat agrees, and has no `at`.
    const after = await post(app, '/api/Lottery/heart', { ...ROOM, lang: 'en' }, { token: bettor.token });
    expect(after.data).toMatchObject({ mine: [id], message: [expect.not.objectContaining({ at: expect.anything() })] });
    // Two more bets, a second room not told.
    const other = await liveStream(base, watcher.token, { game_id: 1, plan_id: 2 });
    await other.next('heart');
    await Promise.all([bet(bettor.token, { play_type: '2' }), bet(bettor.token, { play_type: '3' })]);
    // Each pushed as it commits, in whichever order they commit.
    for (const playType of ['2', '3'])
      await watching.next('bets', (d) => d.message.some((m: { play_type: string }) => m.play_type === playType));
    expect(watching.frames.filter((f) => f.event === 'bets').flatMap((f) => f.data.message.map((m: { id: number }) => m.id))).toHaveLength(
      3,
    );
    await engine.state.idle();
    expect(other.frames.map((f) => f.event)).toEqual(['heart']);
    expect(app.live.stats).toMatchObject({ streams: 3, members: 2, rooms: 2 });
    own.close();
    for (let i = 0; i < 50 && app.live.size > 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(app.live.stats).toMatchObject({ streams: 2, members: 1 });
  });

  it('sends bets in each stream’s language', async () => {
    const bettor = await member();
    const [en, zh] = await Promise.all([liveStream(base, bettor.token, ROOM), liveStream(base, bettor.token, { ...ROOM, lang: 'zh' })]);
    expect((await bet(bettor.token, { play_type: '1' })).code).toBe(1);
    const [a, b] = await Promise.all([en.next('bets'), zh.next('bets')]);
    expect(a.data.message[0].play_method).not.toEqual(b.data.message[0].play_method);
  });

  it('pushes a pause as a round frame and an odds change as odds', async () => {
    const { token } = await member();
    const [room, hall] = await Promise.all([liveStream(base, token, ROOM), liveStream(base, token)]);
    const games = await hall.next('games');
    expect(hall.frames[0]!.event).toBe('games');
    expect(games.data.map((g: { game_id: number }) => g.game_id)).toEqual([1, 2, 3, 4]);
    expect(games.data[0]).toMatchObject({ game_id: 1, game_status: 1, issue: { issue: '202601010001', whether_close: false } });
    await hall.next('me', (d) => d.money === 100_000);
    const by = { ...CLI_ACTOR, reason: null };
    const publish: PublishRoomChange = (change, trx) => engine.changes.publish(change, trx);
    clock.advance(300);
    await engine.db.transaction().execute((trx) => setGameStatus(trx, publish, 1, 0, by));
    for (const stream of [room, hall]) {
      const paused = await stream.next('round', (d) => d.game_status === 0);
      expect(paused.data).toMatchObject({ game_id: 1, at: clock() });
    }
    await engine.db.transaction().execute((trx) => setOdds(trx, publish, { planId: 1, cls: 1, odds: 195 }, by));
    expect((await room.next('odds')).data).toEqual({ game_id: 1 });
    await engine.state.idle();
    expect(hall.frames.some((f) => f.event === 'odds')).toBe(false);
  });
});

// Issue 43: PostgreSQL draws an order's id at its insert and commits transactions in any order; a bet committed after
// one with a higher id was never pushed. On SQLite one writer commits at a time: ids commit in order.
(testDatabaseUrl() ? describe : describe.skip)('bets committed out of id order', () => {
  it('pushes every acked bet to every stream, whatever order the ids commit in', async () => {
    const bettors = await Promise.all([member(), member(), member()]);
    const streams = await Promise.all(
      [...bettors.map((b) => b.token), bettors[0]!.token].map((token, i) =>
        liveStream(base, token, { ...ROOM, lang: i % 2 ? 'zh' : 'en' }),
      ),
    );
    for (const stream of streams) await stream.next('heart');
    const acked: number[] = [];
    const pushedTo = (stream: LiveStream) =>
      stream.frames.filter((f) => f.event === 'bets').flatMap((f) => f.data.message.map((m: { id: number }) => m.id));
    for (let round = 0; round < 3; round++) {
      // The first bet takes its id and holds its transaction open; the second takes a higher id and commits first
      // (on results the first does not pay: it does not wait for the first's round exposure rows).
      let commitFirst!: () => void;
      const held = new Promise<void>((resolve) => (commitFirst = resolve));
      let early!: (id: number) => void;
      const idTaken = new Promise<number>((resolve) => (early = resolve));
      const first = engine.db.transaction().execute(async (trx) => {
        const req = { userId: bettors[0]!.id, gameId: 1, planId: 1, issue: '202601010001', playType: '1', money: 100 };
        const answer = await placeOrder(trx, engine, req, clock(), 'en');
        const order = await trx.selectFrom('lottery_orders').select('id').where('order_no', '=', answer.orderNo).executeTakeFirstOrThrow();
        early(Number(order.id));
        await held;
        return Number(order.id);
      });
      const lowId = await idTaken;
      const later = await bet(bettors[1 + (round % 2)]!.token, { play_type: ['2', '13', '14'][round] });
      expect(later.code).toBe(1);
      const highId = Math.max(...(await engine.db.selectFrom('lottery_orders').select('id').execute()).map((o) => Number(o.id)));
      expect(highId).toBeGreaterThan(lowId);
      for (const stream of streams) await stream.next('bets', (d) => d.message.some((m: { id: number }) => m.id === highId));
      commitFirst();
      acked.push(await first, highId);
    }
    const everyBet = [...acked].sort((a, b) => a - b);
    const allPushed = () =>
      streams.every((stream) => JSON.stringify([...pushedTo(stream)].sort((a, b) => a - b)) === JSON.stringify(everyBet));
    for (let i = 0; i < 30 && !allPushed(); i++) await new Promise((r) => setTimeout(r, 100));
    for (const stream of streams) expect([...pushedTo(stream)].sort((a, b) => a - b)).toEqual(everyBet);
  });
});

describe('a round drawn and settled', () => {
  it('pushes the new round with the draw, the room’s wins, the winnings and the next round’s bets', async () => {
    const bettor = await member(10_000);
    const [room, hall] = await Promise.all([liveStream(base, bettor.token, ROOM), liveStream(base, bettor.token)]);
    await room.next('heart');
    // Odd and even, each its own order: one of them wins.
    expect((await bet(bettor.token, { play_type: '3', money: 1000 })).code).toBe(1);
    expect((await bet(bettor.token, { play_type: '4', money: 1000 })).code).toBe(1);
    await room.next('me', (d) => d.money === 8_000);
    clock.set(start + 10_000);
    await engine.tick();
    for (const stream of [room, hall]) {
      const drawn = await stream.next('round', (d) => d.last_issue?.issue === '202601010001');
      expect(drawn.data).toMatchObject({ game_id: 1, issue: { issue: '202601010002', whether_close: false }, at: start + 10_000 });
    }
    const hits = await room.next('hits');
    expect(hits.data).toEqual({ plan_id: 1, hit_notice: [expect.objectContaining({ game_name: 'Singapore', profit: 980 })] });
    await room.next('me', (d) => d.money === 9_980);
    expect(hall.frames.some((f) => f.event === 'hits' || f.event === 'bets')).toBe(false);
    // The next round's first bet is new to the feed, whatever its id.
    expect((await bet(bettor.token, { issue: '202601010002', play_type: '1' })).code).toBe(1);
    const next = await room.next('bets', (d) => d.message[0].issue === '202601010002');
    expect(next.data.message).toHaveLength(1);
    await room.next('me', (d) => d.mine?.[0] === next.data.message[0].id);
  });
});
