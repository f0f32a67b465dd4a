import type { FastifyInstance } from 'fastify';
import { formatMoney, maskNickname } from 'shared-contracts';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { connect } from '../db/connect';
import { drawDigits, hashLink } from '../domain/lottery';
import type { LotteryEngine } from '../lottery/engine/engine';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { runOps } from '../ops/run';
import { asOperator, ensureOperator } from '../testing/ops';
import { buildTestApp, type TestApp } from '../testing/app';
import { get, post, registerMember } from '../testing/http';

let t: TestApp;
let app: FastifyInstance;
let engine: LotteryEngine;
let clock: FakeClock;
let start: number;

async function fund(userId: number, amount: number) {
  await engine.db
    .transaction()
    .execute((trx) => app.ledger.post(trx, { userId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount, mark: 'test' }));
}

async function member(money = 100_000) {
  const m = await registerMember(app);
  await fund(m.id, money);
  return m;
}

/** Waits for a change to reach the room state (on PostgreSQL it comes back through LISTEN/NOTIFY). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  await engine.state.idle();
}

/** Moves the clock and lets the scheduler and the room state catch up. */
async function at(ms: number) {
  clock.set(start + ms);
  await engine.tick();
  await engine.state.loadAll();
}

const bet = (token: string, body: Record<string, unknown>, key?: string) =>
  post(
    app,
    '/api/Lottery/playOrder',
    { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 1000, lang: 'en', ...body },
    { token, ...(key ? { idempotencyKey: key } : {}) },
  );

beforeEach(async () => {
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  start = testCalendarStart(settings);
  clock.set(start + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  engine = t.app.lottery;
  await at(1000);
});
afterEach(async () => t.close());

describe('POST /api/Lottery/index', () => {
  it('lists the four games with their rooms and the latest draw', async () => {
    const { token } = await member();
    let res = await post(app, '/api/Lottery/index', { lang: 'en' }, { token });
    expect(res.code).toBe(1);
    expect(res.data.gameList.map((g: any) => g.name)).toEqual(['Singapore', 'New Zealand', 'Kuala Lumpur', 'Australia']);
    expect(res.data.gameList[0].planList).toHaveLength(4);
    expect(res.data.gameList[0].planList[0]).toMatchObject({
      id: 1,
      game_id: 1,
      title: 'Beginner',
      joinmoeny: 1000,
      issue: { last_code: null },
    });
    expect(res.data.gameList[0].issue).toEqual({ last_issue: null, last_code: null });
    await at(10_000);
    res = await post(app, '/api/Lottery/index', { game_id: 2, lang: 'tw' }, { token });
    expect(res.data.gameList).toHaveLength(1);
    const drawn = await engine.db
      .selectFrom('lottery_rounds')
      .select(['issue', 'code'])
      .where('game_id', '=', 2)
      .where('status', '>', 0)
      .executeTakeFirstOrThrow();
    expect(res.data.gameList[0]).toMatchObject({ name: '紐西蘭', issue: { last_issue: drawn.issue, last_code: drawn.code } });
    expect(res.data.gameList[0].planList[3].issue.last_code).toBe(drawn.code);
  });
});

describe('POST /api/Lottery/heart', () => {
  it('answers JSON with its content type (its own serializer must not drop it)', async () => {
    const { token } = await member(1);
    const res = await app.inject({ method: 'POST', url: '/api/Lottery/heart', payload: { plan_id: 1, game_id: 1 }, headers: { token } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().code).toBe(1);
  });

  it('answers the round, countdown, balance and the chain commitment', async () => {
    const { token } = await member(12_345);
    const chain = await engine.db.selectFrom('lottery_chains').selectAll().where('game_id', '=', 1).executeTakeFirstOrThrow();
    let res = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token });
    expect(res.data).toMatchObject({
      last_issue: null,
      issue: { issue: '202601010001', openTime1: 7, whether_close: false },
      game_status: 1,
      user_quantity: { money: 12_345 },
      message: [],
      hit_notice: [],
      commitment: chain.commitment,
      previous_link: chain.commitment,
    });
    clock.set(start + 8_500); // sealed: the countdown runs to the draw
    res = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token });
    expect(res.data.issue).toEqual({ issue: '202601010001', openTime1: 2, whether_close: true });
    await at(10_000);
    res = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token });
    const round = await engine.db
      .selectFrom('lottery_rounds')
      .selectAll()
      .where('game_id', '=', 1)
      .where('issue', '=', '202601010001')
      .executeTakeFirstOrThrow();
    expect(res.data.last_issue).toEqual({
      issue: '202601010001',
      site_1: round.site_1,
      site_2: round.site_2,
      site_3: round.site_3,
      code: round.code,
    });
    expect(res.data.issue.issue).toBe('202601010002');
    expect(res.data.previous_link).toBe(round.link);
  });

  it('shows the real bets of this room’s current round, masked, and the real winners once settled', async () => {
    const alice = await member();
    const bob = await member();
    await bet(alice.token, { play_type: '1,3', money: 500 });
    await bet(bob.token, { play_type: '2', money: 700 });
    await bet(bob.token, { plan_id: 2, play_type: '4', money: 800 }); // another room
    await until(
      () => engine.state.view(1)!.rooms.get(1)!.messages.length === 2 && engine.state.view(1)!.rooms.get(2)!.messages.length === 1,
    );
    let res = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1, lang: 'en' }, { token: alice.token });
    expect(res.data.message).toEqual([
      expect.objectContaining({
        nickname: maskNickname(alice.username),
        issue: '202601010001',
        play_method: 'Long,Odd',
        play_type: '1,3',
        quantity: 1000,
      }),
      expect.objectContaining({ nickname: maskNickname(bob.username), play_method: 'Short', play_type: '2', quantity: 700 }),
    ]);
    expect(res.data.message[0].nickname).not.toBe(alice.username);
    await at(10_000);
    res = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1, lang: 'en' }, { token: alice.token });
    expect(res.data.message).toEqual([]); // a new round, no bets yet
    const winners = await engine.db
      .selectFrom('lottery_orders')
      .innerJoin('users', 'users.id', 'lottery_orders.user_id')
      .select(['users.username', 'lottery_orders.profit'])
      .where('plan_id', '=', 1)
      .where('whether_hit', '=', 1)
      .where('profit', '>', 0)
      .execute();
    expect(res.data.hit_notice).toEqual(
      winners
        .sort((a, b) => b.profit - a.profit)
        .map((w) =>
          expect.objectContaining({
            nickname: maskNickname(w.username),
            game_name: 'Singapore',
            profit: w.profit,
          }),
        ),
    );
  });

  it("names each asker's own bets of the round in mine (never anyone's id in the shared feed)", async () => {
    const alice = await member();
    const bob = await member();
    await bet(alice.token, { play_type: '1', money: 500 });
    await bet(bob.token, { play_type: '2', money: 700 });
    await until(() => engine.state.view(1)!.rooms.get(1)!.messages.length === 2);
    const ask = async (token: string) => (await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token })).data;
    const forAlice = await ask(alice.token);
    const [aliceBet, bobBet] = forAlice.message;
    expect(forAlice.mine).toEqual([aliceBet.id]);
    expect((await ask(bob.token)).mine).toEqual([bobBet.id]);
    expect(Object.keys(aliceBet)).not.toContain('userId');
    await at(10_000);
    expect((await ask(alice.token)).mine).toEqual([]); // a new round
  });

  it('refuses an unknown room and a room of another game', async () => {
    const { token } = await member();
    expect((await post(app, '/api/Lottery/heart', { plan_id: 99, game_id: 1 }, { token })).code).toBe(40009);
    expect((await post(app, '/api/Lottery/heart', { plan_id: 5, game_id: 1 }, { token })).code).toBe(40009);
    expect((await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 })).code).toBe(50008);
  });

  it('answers the balance from memory: a bet and its settlement show at once, a write made elsewhere within 1 s', async () => {
    const { id, token, username } = await member(10_000);
    const money = async () => (await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token })).data.user_quantity.money;
    const stored = async () => (await app.db.selectFrom('users').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money;
    expect(await money()).toBe(10_000);
    const reads = jest.spyOn(app.ledger, 'balanceOf');
    try {
      expect((await bet(token, { play_type: '1', money: 1000 })).code).toBe(1);
      expect(await money()).toBe(9_000);
      // The bet read the balance inside its transaction (the room's entry rule); the heartbeat did not read it.
      expect(reads.mock.calls.filter(([db]) => db === app.db)).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    await at(10_000); // drawn and settled: a win shows at once
    expect(await money()).toBe(await stored());
    // Another process's commit (the ops CLI on its own connection): heard at once on PostgreSQL, read again within 1 s on SQLite.
    const before = await stored();
    const elsewhere = connect(t.config);
    const io = { out: () => undefined, err: (line: string) => console.error(line) };
    // A gift asked by one admin and approved by another: the approval is the commit.
    const cli = async (argv: string[], by?: string) =>
      runOps(await asOperator(elsewhere, argv, by), io, { connection: elsewhere, config: t.config });
    try {
      await cli(['gift', username, '12.34', 'elsewhere']);
      const asked = await elsewhere.db.selectFrom('gift_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await ensureOperator(elsewhere, 'second-admin');
      expect(await cli(['gift:approve', String(asked.id)], 'second-admin')).toBe(0);
    } finally {
      await elsewhere.db.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await money()).toBe(before + 1_234);
  });
});

describe('POST /api/Lottery/oddsList', () => {
  it('lists every class with its name in the request language and exact odds', async () => {
    const { token } = await member();
    const en = await post(app, '/api/Lottery/oddsList', { plan_id: 1, lang: 'en' }, { token });
    expect(en.data.rule_base).toHaveLength(38);
    expect(en.data.rule_base[0]).toEqual({ class: 1, class_name: 'Long', odds: '1.98', min_money: 100, max_money: 50_000 });
    expect(en.data.rule_base.find((r: any) => r.class === 105)).toMatchObject({ class_name: 'Number 5', odds: '45.23' });
    const tw = await post(app, '/api/Lottery/oddsList', { plan_id: 1 }, { token });
    expect(tw.data.rule_base[0].class_name).toBe('做多');
    expect((await post(app, '/api/Lottery/oddsList', { plan_id: 999 }, { token })).code).toBe(40009);
  });
});

describe('POST /api/Lottery/playOrder', () => {
  it('takes a bet on the current round and debits the balance through the ledger', async () => {
    const { token, id } = await member(10_000);
    const res = await bet(token, { play_type: '1,3,105', money: 1000 });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('successfully ordered');
    expect(res.data).toMatchObject({
      issue: '202601010001',
      name: 'Singapore',
      plan_name: 'Beginner',
      status: 0,
      whether_hit: 0,
      play_type: '1,3,105',
      quantity: 3000,
      after_quantity: 7000,
      play_method: 'Long,Odd,Number 5',
    });
    expect(await app.ledger.balanceOf(engine.db, id)).toBe(7000);
    const debit = await engine.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', id).where('type', '=', 2).execute();
    expect(debit).toEqual([expect.objectContaining({ amount: 3000, balance_after: 7000, ref: `order:${res.data.orderNo}` })]);
  });

  it('refuses with the spec messages and changes nothing', async () => {
    const { token, id } = await member(2_500);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ play_type: '1,2,3', money: 1000 }, 40008, 'Insufficient balance, transfer out failed'],
      [{ issue: '202601010002' }, 40003, 'Only follow the current round'],
      [{ play_type: '1,1' }, 40005, 'Each option can be chosen once'],
      [{ play_type: '5' }, 40004, 'Please choose valid options'],
      [{ money: 50 }, 40006, `The amount per option must be at least ${formatMoney(100)}`],
      [{ money: 60_000 }, 40007, `The amount per option must be at most ${formatMoney(50_000)}`],
      [{ plan_id: 6 }, 40009, 'This room does not exist'],
    ];
    for (const [body, code, msg] of refusals) {
      const res = await bet(token, body);
      expect([res.code, res.msg]).toEqual([code, msg]);
    }
    clock.set(start + 8_000); // sealed
    expect(await bet(token, {})).toMatchObject({ code: 40002, msg: 'closed, stop buying' });
    expect(await app.ledger.balanceOf(engine.db, id)).toBe(2_500);
    expect(await engine.db.selectFrom('lottery_orders').select('id').execute()).toEqual([]);
  });

  it("a room needs the balance the bet starts from to reach its entry money (joinmoeny), else the spec's toast", async () => {
    const { token, id } = await member(100_000); // 1,000u: the Advanced room's entry money, a fifth of the VIP room's
    expect(await bet(token, { plan_id: 4, money: 5_000 })).toMatchObject({
      code: 40011,
      msg: 'Your assets are insufficient, please deposit',
    });
    expect((await bet(token, { plan_id: 4, money: 5_000, lang: 'tw' })).msg).toBe('您的資產不足，請充值');
    expect((await bet(token, { plan_id: 4, money: 200_000 })).code).toBe(40011); // a stake beyond the balance too
    expect(await app.ledger.balanceOf(engine.db, id)).toBe(100_000);
    expect(await engine.db.selectFrom('lottery_orders').select('id').execute()).toEqual([]);
    expect((await bet(token, { plan_id: 1, play_type: '1,2,3', money: 50_000 })).code).toBe(40008); // the entry money is met: the plain refusal

    // Five bets at once in the Advanced room: the first starts from 1,000u, every other one from less.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => bet(token, { plan_id: 3, play_type: String(1 + (i % 4)), money: 5_000 })),
    );
    expect(burst.map((r) => r.code).sort()).toEqual([1, 40011, 40011, 40011, 40011]);
    expect(await app.ledger.balanceOf(engine.db, id)).toBe(95_000);
    expect((await bet(token, { plan_id: 2, money: 5_000 })).code).toBe(1); // 950u still reaches the Intermediate room's 100u
  });

  it('a paused game answers "Product has been discontinued"', async () => {
    const { token } = await member();
    await engine.db.updateTable('games').set({ status: 0 }).where('id', '=', 1).execute();
    expect(await bet(token, {})).toMatchObject({ code: 40001, msg: 'Product has been discontinued' });
    await engine.changes.publish({ gameId: 1, kind: 'status' }); // what game:pause does; on PostgreSQL it arrives by NOTIFY
    await until(() => engine.state.view(1)!.status === 0);
    const heart = await post(app, '/api/Lottery/heart', { plan_id: 1, game_id: 1 }, { token });
    expect(heart.data.game_status).toBe(0);
  });

  it('one Idempotency-Key places one order however often it is sent', async () => {
    const { token, id } = await member(10_000);
    const first = await bet(token, {}, 'order-key-1');
    for (let i = 0; i < 6; i++) {
      const again = await bet(token, {}, 'order-key-1');
      expect(again.data.orderNo).toBe(first.data.orderNo);
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await engine.db.selectFrom('lottery_orders').select('id').execute()).toHaveLength(1);
    expect(await app.ledger.balanceOf(engine.db, id)).toBe(9_000);
  });
});

describe('draw lists and verification', () => {
  async function threeRounds() {
    const { token } = await member();
    await bet(token, { play_type: '1' });
    await bet(token, { play_type: '2', plan_id: 2 });
    await at(10_000);
    await at(20_000);
    await at(30_000);
    return token;
  }

  it('issueList: drawn rounds newest first with base labels and the number of bets', async () => {
    const token = await threeRounds();
    const res = await post(app, '/api/Lottery/issueList', { game_id: 1, lang: 'en' }, { token });
    expect(res.data.map((r: any) => r.issue)).toEqual(['202601010003', '202601010002', '202601010001']);
    for (const row of res.data) {
      expect(row.code).toBe(row.site_1 + row.site_2 + row.site_3);
      expect(row.base).toBe(`${row.code >= 14 ? 'Long' : 'Short'}, ${row.code % 2 ? 'Odd' : 'Even'}`);
    }
    expect(res.data.map((r: any) => r.join)).toEqual([0, 0, 2]);
    const day = await post(app, '/api/Lottery/issueList', { game_id: 1, date: '2026-01-02' }, { token });
    expect(day.data).toEqual([]);
  });

  it('cand: candles from the real draws, oldest first', async () => {
    const token = await threeRounds();
    const res = await post(app, '/api/Lottery/cand', { game_id: 3 }, { token });
    const rounds = await engine.db
      .selectFrom('lottery_rounds')
      .selectAll()
      .where('game_id', '=', 3)
      .where('status', '>', 0)
      .orderBy('draws_at')
      .execute();
    expect(res.data).toEqual(
      rounds.map((r) => ({
        issue: r.issue,
        cand: [r.site_1, Math.max(r.site_1!, r.site_2!, r.site_3!), Math.min(r.site_1!, r.site_2!, r.site_3!), r.site_3],
        cand_code: r.code,
        opentime: Math.floor(Number(r.draws_at) / 1000),
      })),
    );
  });

  it('verify: link, previous link, commitment and digits a player can recompute', async () => {
    const token = await threeRounds();
    const chain = await engine.db.selectFrom('lottery_chains').selectAll().where('game_id', '=', 1).executeTakeFirstOrThrow();
    const first = await post(app, '/api/Lottery/verify', { game_id: 1, issue: '202601010001' }, { token });
    const second = await post(app, '/api/Lottery/verify', { game_id: 1, issue: '202601010002' }, { token });
    expect(first.data).toMatchObject({ commitment: chain.commitment, previous_link: chain.commitment, salt: chain.salt });
    expect(hashLink(first.data.link)).toBe(chain.commitment);
    expect(second.data.previous_link).toBe(first.data.link);
    expect(hashLink(second.data.link)).toBe(first.data.link);
    const digits = drawDigits(second.data.link, second.data.salt, '202601010002');
    expect([second.data.site_1, second.data.site_2, second.data.site_3]).toEqual(digits);
    expect(second.data.outcomes.find((o: any) => o.class === 100 + second.data.code).win).toBe(true);
    expect(second.data.outcomes.filter((o: any) => o.win).length).toBeGreaterThanOrEqual(4);
    expect((await post(app, '/api/Lottery/verify', { game_id: 1, issue: '202601010009' }, { token })).code).toBe(40010);
  });
});

describe('home marquee', () => {
  it('GET /api/index/index lists the real wins, newest first, masked', async () => {
    const alice = await member();
    await bet(alice.token, { play_type: '1,2', money: 10_000 }); // one of the two always wins: a loss of 200 net
    await bet(alice.token, { play_type: '3,4', money: 10_000, plan_id: 2 });
    const bob = await member();
    const carol = await member(500_000); // the VIP room's entry money
    await bet(bob.token, { play_type: '1', money: 5_000, plan_id: 3 });
    await bet(carol.token, { play_type: '2', money: 5_000, plan_id: 4 }); // bob or carol wins 4,900 net
    await at(10_000);
    const res = await get(app, '/api/index/index?lang=en', { token: alice.token });
    const wins = await engine.db
      .selectFrom('lottery_orders')
      .innerJoin('users', 'users.id', 'lottery_orders.user_id')
      .select(['users.username', 'lottery_orders.profit'])
      .where('whether_hit', '=', 1)
      .where('profit', '>', 0)
      .execute();
    expect(wins.length).toBeGreaterThanOrEqual(1);
    expect(res.data.winners).toHaveLength(wins.length);
    expect(res.data.winners.map((w: any) => [w.nickname, w.profit]).sort()).toEqual(
      wins.map((w) => [maskNickname(w.username), w.profit]).sort(),
    );
    for (const w of res.data.winners) expect(w.game_name).toBe('Singapore');
  });
});

describe('POST /api/user/orderList', () => {
  it('lists only the member’s orders, pending then settled with profit', async () => {
    const alice = await member();
    const bob = await member();
    const placed = await bet(alice.token, { play_type: '1,2', money: 1000 });
    await bet(bob.token, {});
    const range = { begin_date: '2026-01-01', end_date: '2026-01-01', lang: 'en' };
    let res = await post(app, '/api/user/orderList', range, { token: alice.token });
    expect(res.data).toEqual([
      expect.objectContaining({
        orderNo: placed.data.orderNo,
        status: 0,
        whether_hit: 0,
        profit: 0,
        quantity: 2000,
        name: 'Singapore',
        plan_name: 'Beginner',
      }),
    ]);
    await at(10_000);
    res = await post(app, '/api/user/orderList', range, { token: alice.token });
    expect(res.data).toEqual([expect.objectContaining({ orderNo: placed.data.orderNo, status: 1, whether_hit: 1, profit: -20 })]);
    const other = await post(
      app,
      '/api/user/orderList',
      { ...range, begin_date: '2026-01-02', end_date: '2026-01-03' },
      { token: alice.token },
    );
    expect(other.data).toEqual([]);
  });

  it('gives each order its legs (odds, stake, which won, what it paid) and its round’s draw once drawn, in both dialects', async () => {
    const alice = await member();
    const placed = await bet(alice.token, { play_type: '1,2', money: 1000 });
    const range = { begin_date: '2026-01-01', end_date: '2026-01-01', lang: 'en' };
    let res = await post(app, '/api/user/orderList', range, { token: alice.token });
    expect(res.data[0]).toMatchObject({
      orderNo: placed.data.orderNo,
      draw: null,
      legs: [
        { class: 1, class_name: 'Long', odds: '1.98', money: 1000, win: null, payout: 0 },
        { class: 2, class_name: 'Short', odds: '1.98', money: 1000, win: null, payout: 0 },
      ],
    });
    await at(10_000);
    const drawn = (await post(app, '/api/Lottery/verify', { game_id: 1, issue: '202601010001' }, { token: alice.token })).data;
    res = await post(app, '/api/user/orderList', range, { token: alice.token });
    const [order] = res.data;
    expect(order.draw).toEqual({ site_1: drawn.site_1, site_2: drawn.site_2, site_3: drawn.site_3, code: drawn.code });
    // Long and short: exactly one of them wins, paying 19.8u of the 20u staked.
    expect(order.legs.map((leg: any) => leg.win)).toEqual([drawn.code >= 14, drawn.code < 14]);
    expect(order.legs.map((leg: any) => leg.payout).sort()).toEqual([0, 1980]);
    expect(order.profit).toBe(-20);
    const legacy = await post(app, '/api/user/orderList', range, { token: alice.token, dialect: 'legacy' });
    expect(legacy.data[0].legs.map((leg: any) => [leg.money, leg.payout]).sort()).toEqual([
      ['10', '0'],
      ['10', '19.8'],
    ]);
  });
});
