import type { Config } from '../../config';
import { drawDigits, hashLink, reachesCommitment, settleBet, ROUND_STATUS, parseOrderBet } from '../../domain/lottery';
import { buildTestDb } from '../../testing/app';
import { Ledger } from '../../ledger';
import { LotteryEngine } from './engine';
import { placeOrder } from '../storage/orders';
import type { Notifications } from '../../db/notifications';
import {
  fakeClock,
  fundedMember,
  publishOnlyNotifications,
  testCalendarStart,
  testLotterySettings,
  type FakeClock,
} from '../../testing/lottery';

const silent = { info() {}, error() {} };
type TestDb = Awaited<ReturnType<typeof buildTestDb>>;

let t: TestDb;
let notifications: Notifications;
let clock: FakeClock;
let start: number;

function engine(over: Partial<Config['lottery']> = {}) {
  return new LotteryEngine({
    db: t.db,
    dialect: t.dialect,
    config: { ...t.config, lottery: testLotterySettings(clock, over) },
    log: silent,
    ledger: new Ledger(),
    notifications,
  });
}

async function rounds(gameId = 1) {
  return t.db.selectFrom('lottery_rounds').selectAll().where('game_id', '=', gameId).orderBy('draws_at').execute();
}

beforeEach(async () => {
  clock = fakeClock(0);
  start = testCalendarStart(testLotterySettings(clock));
  clock.set(start + 1000);
  t = await buildTestDb();
  notifications = await publishOnlyNotifications(t);
});
afterEach(async () => t.close());

describe('scheduler', () => {
  it('commits a chain and opens the current round of every game on the first pass', async () => {
    const e = engine();
    await e.tick();
    const chains = await t.db.selectFrom('lottery_chains').selectAll().execute();
    expect(chains.map((c) => c.game_id).sort()).toEqual([1, 2, 3, 4]);
    for (const c of chains) expect(reachesCommitment(c.seed, c.commitment, c.length)).toBe(true);
    const open = await rounds(1);
    expect(open.map((r) => [r.issue, r.status])).toEqual([['202601010001', ROUND_STATUS.open]]);
    await e.stop();
  });

  it('draws a round at its draw time from the chain link, which hashes to the commitment', async () => {
    const e = engine();
    await e.tick();
    clock.set(start + 9_999);
    await e.tick();
    expect((await rounds())[0]!.status).toBe(ROUND_STATUS.open);
    clock.set(start + 10_000);
    await e.tick();
    const [first, second] = await rounds();
    const chain = await t.db.selectFrom('lottery_chains').selectAll().where('game_id', '=', 1).executeTakeFirstOrThrow();
    expect(first).toMatchObject({ status: ROUND_STATUS.settled, chain_id: chain.id, chain_round: 1 });
    expect(hashLink(first!.link!)).toBe(chain.commitment);
    const digits = drawDigits(first!.link!, chain.salt, first!.issue);
    expect([first!.site_1, first!.site_2, first!.site_3]).toEqual(digits);
    expect(first!.code).toBe(digits[0] + digits[1] + digits[2]);
    expect(second).toMatchObject({ issue: '202601010002', status: ROUND_STATUS.open });
    await e.stop();
  });

  it('after a stop draws every round that ended meanwhile, in order, once', async () => {
    const before = engine();
    await before.tick();
    await before.stop();
    clock.set(start + 7 * 10_000 + 500); // seven rounds ended while no scheduler ran
    const after = engine();
    await after.tick();
    await after.tick();
    const rows = await rounds();
    expect(rows.map((r) => r.issue)).toEqual(Array.from({ length: 8 }, (_, i) => `20260101000${i + 1}`));
    expect(rows.slice(0, 7).every((r) => r.status === ROUND_STATUS.settled)).toBe(true);
    expect(rows[7]!.status).toBe(ROUND_STATUS.open);
    expect(rows.slice(0, 7).map((r) => r.chain_round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (let i = 1; i < 7; i++) expect(hashLink(rows[i]!.link!)).toBe(rows[i - 1]!.link);
    await after.stop();
  });

  it('starts a new committed chain before the old one runs out, and keeps drawing', async () => {
    const e = engine({ chainLength: 3 });
    for (let i = 0; i < 6; i++) {
      await e.tick();
      clock.advance(10_000);
    }
    await e.tick();
    const chains = await t.db.selectFrom('lottery_chains').selectAll().where('game_id', '=', 1).orderBy('id').execute();
    expect(chains.length).toBeGreaterThanOrEqual(2);
    const drawn = (await rounds()).filter((r) => r.status !== ROUND_STATUS.open);
    expect(drawn).toHaveLength(6);
    for (const r of drawn) {
      const chain = chains.find((c) => c.id === r.chain_id)!;
      expect(reachesCommitment(r.link!, chain.commitment, r.chain_round!)).toBe(true);
      // a later chain was committed before its first round opened (the first one at the engine's first start)
      if (r.chain_round === 1 && chain.id !== chains[0]!.id) expect(Number(chain.created_at)).toBeLessThanOrEqual(Number(r.opens_at));
    }
    await e.stop();
  });

  it('cannot draw without the chain secret: the round stays undrawn', async () => {
    const first = engine();
    await first.tick();
    await first.stop();
    await t.db.updateTable('lottery_chains').set({ seed: 'lost' }).execute();
    clock.set(start + 10_500);
    const restarted = engine();
    await expect(restarted.tick()).rejects.toThrow(/cannot draw/);
    const [round] = await rounds();
    expect(round).toMatchObject({ status: ROUND_STATUS.open, link: null, code: null });
    await restarted.stop();
  });

  it('refuses a secret that does not match the published commitment', async () => {
    const first = engine();
    await first.tick();
    await first.stop();
    await t.db
      .updateTable('lottery_chains')
      .set({ seed: 'f'.repeat(64) })
      .where('game_id', '=', 1)
      .execute();
    clock.set(start + 10_500);
    const restarted = engine();
    await expect(restarted.tick()).rejects.toThrow(/does not match its commitment/);
    await restarted.stop();
  });

  it('pays a member with many orders the sum of their payouts, each order keeping its own', async () => {
    const e = engine({ settleBatch: 4 });
    await e.tick();
    const userId = await fundedMember(t.db, 100_000);
    const plays = ['1', '2', '3', '4', '11', '12', '13', '14', '21', '22', '1,3', '2,4', '113'];
    for (const [i, play] of plays.entries()) {
      await t.db
        .transaction()
        .execute((trx) =>
          placeOrder(trx, e, { userId, gameId: 1, planId: 1, issue: '202601010001', playType: play, money: 100 + i }, clock(), 'en'),
        );
    }
    clock.set(start + 10_000);
    await e.tick();
    const orders = await t.db.selectFrom('lottery_orders').selectAll().execute();
    const [round] = await rounds();
    const expected = orders.map((o) => settleBet(parseOrderBet(o), round!.code!));
    expect(orders.map((o) => [o.status, o.payout, o.profit, o.whether_hit])).toEqual(
      expected.map((x) => [1, x.payout, x.profit, x.whetherHit]),
    );
    const credits = await t.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', userId).where('type', '=', 3).execute();
    const paid = expected.reduce((sum, x) => sum + x.payout, 0);
    expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBe(paid);
    expect(credits.length).toBeLessThanOrEqual(Math.ceil(plays.length / 4));
    const staked = orders.reduce((sum, o) => sum + o.quantity, 0);
    expect(Number((await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money)).toBe(
      100_000 - staked + paid,
    );
    await e.stop();
  });

  it('takes bets on the current round and settles each once through the ledger', async () => {
    const e = engine();
    await e.tick();
    const players = [await fundedMember(t.db, 100_000), await fundedMember(t.db, 100_000)];
    const bet = (userId: number, playType: string) =>
      t.db.transaction().execute((trx) =>
        placeOrder(
          trx,
          e,
          {
            userId,
            gameId: 1,
            planId: 1,
            issue: '202601010001',
            playType,
            money: 1000,
          },
          clock(),
          'en',
        ),
      );
    const a = await bet(players[0]!, '1,2'); // long and short: exactly one wins
    await bet(players[1]!, '3');
    expect(a.after_quantity).toBe(98_000);
    clock.set(start + 10_000);
    await e.tick();
    const [round] = await rounds();
    const orders = await t.db.selectFrom('lottery_orders').selectAll().orderBy('id').execute();
    expect(orders.every((o) => o.status === 1)).toBe(true);
    expect(orders[0]).toMatchObject({ whether_hit: 1, payout: 1980, profit: -20 });
    const oddWins = round!.code! % 2 === 1;
    expect(orders[1]).toMatchObject(oddWins ? { whether_hit: 1, payout: 1980, profit: 980 } : { whether_hit: 0, payout: 0, profit: -1000 });
    const balance = async (id: number) =>
      Number((await t.db.selectFrom('users').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money);
    expect(await balance(players[0]!)).toBe(100_000 - 2000 + 1980);
    expect(await balance(players[1]!)).toBe(100_000 - 1000 + (oddWins ? 1980 : 0));
    const wins = await t.db.selectFrom('ledger_entries').select(['ref', 'amount']).where('type', '=', 3).execute();
    expect(wins).toEqual(expect.arrayContaining([{ ref: 'round:1:202601010001', amount: 1980 }]));
    expect(wins).toHaveLength(oddWins ? 2 : 1);
    expect(round!.bet_count).toBe(2);
    await e.tick();
    expect(await t.db.selectFrom('ledger_entries').select('id').where('type', '=', 3).execute()).toHaveLength(wins.length);
    await e.stop();
  });
});
