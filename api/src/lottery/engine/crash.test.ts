import type { Config } from '../../config';
import { settleBet, ROUND_STATUS, parseOrderBet, type FaultPoint } from '../../domain/lottery';
import { Ledger } from '../../ledger';
import { buildTestDb } from '../../testing/app';
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

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

const silent = { info() {}, error() {} };
const START_MONEY = 50_000;
const PLAYS = ['1', '2', '3', '4', '1,3', '2,4', '11', '12,13', '21,22', '105,113,120'];

let t: Awaited<ReturnType<typeof buildTestDb>>;
let notifications: Notifications;
let clock: FakeClock;
let start: number;

function engine(crashAt?: { point: FaultPoint; nth: number }) {
  let seen = 0;
  const faults =
    crashAt &&
    ((point: FaultPoint) => {
      if (point === crashAt.point && ++seen === crashAt.nth) throw new Error(`crash at ${point} #${crashAt.nth}`);
    });
  const config: Config = { ...t.config, lottery: testLotterySettings(clock, { settleBatch: 3 }) };
  return new LotteryEngine({ db: t.db, dialect: t.dialect, config, log: silent, ledger, notifications, ...(faults ? { faults } : {}) });
}

beforeEach(async () => {
  clock = fakeClock(0);
  start = testCalendarStart(testLotterySettings(clock));
  clock.set(start + 1000);
  t = await buildTestDb();
  notifications = await publishOnlyNotifications(t);
});
afterEach(async () => t.close());

/** Ten members bet on round 001 of game 1 (10 orders: 4 settlement batches of 3). */
async function placeBets(e: LotteryEngine) {
  await e.tick();
  const members: number[] = [];
  for (let i = 0; i < PLAYS.length; i++) {
    const userId = await fundedMember(t.db, START_MONEY);
    members.push(userId);
    await t.db.transaction().execute((trx) =>
      placeOrder(
        trx,
        e,
        {
          userId,
          gameId: 1,
          planId: 2,
          issue: '202601010001',
          playType: PLAYS[i]!,
          money: 700 + i,
        },
        clock(),
        'tw',
      ),
    );
  }
  return members;
}

/** Books and orders after the round settled: every order once, every win paid once, balances exact. */
async function expectSettledExactlyOnce(members: number[]) {
  const round = await t.db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('game_id', '=', 1)
    .where('issue', '=', '202601010001')
    .executeTakeFirstOrThrow();
  expect(round.status).toBe(ROUND_STATUS.settled);
  const orders = await t.db.selectFrom('lottery_orders').selectAll().orderBy('id').execute();
  expect(orders).toHaveLength(PLAYS.length);
  const wins = await t.db.selectFrom('ledger_entries').select(['ref', 'amount', 'user_id']).where('type', '=', 3).execute();
  for (const order of orders) {
    const expected = settleBet(parseOrderBet(order), round.code!);
    expect(order).toMatchObject({ status: 1, whether_hit: expected.whetherHit, payout: expected.payout, profit: expected.profit });
    // one order per member here, so the member's winnings of the round are this order's payout, paid once
    const paid = wins.filter((w) => w.user_id === order.user_id);
    for (const w of paid) expect(w.ref).toBe('round:1:202601010001');
    expect(paid.map((w) => w.amount)).toEqual(expected.payout > 0 ? [expected.payout] : []);
    const balance = await ledger.balanceOf(t.db, order.user_id);
    expect(balance).toBe(START_MONEY - Number(order.quantity) + expected.payout);
  }
  expect(members).toHaveLength(PLAYS.length);
  const report = await ledger.verifyLedger(t.db);
  expect(report.failures).toEqual([]);
}

const crashes: [FaultPoint, number][] = [
  ['draw:uncommitted', 1],
  ['draw:committed', 1],
  ['settle:uncommitted', 1],
  ['settle:uncommitted', 3],
  ['settle:committed', 1],
  ['settle:committed', 2],
  ['settle:committed', 4],
  ['round:settled', 1],
];

describe('settlement survives a crash between any two steps', () => {
  it.each(crashes)('crash at %s (occurrence %i), restart: nothing lost, nothing paid twice', async (point, nth) => {
    const first = engine({ point, nth });
    const members = await placeBets(first);
    clock.set(start + 10_500);
    await expect(first.tick()).rejects.toThrow(`crash at ${point}`);
    await first.stop();

    const restarted = engine();
    await restarted.tick();
    await restarted.tick(); // and a further pass changes nothing
    await expectSettledExactlyOnce(members);
    await restarted.stop();
  });

  it('a crash before the draw commits leaves the round undrawn and its link unused', async () => {
    const first = engine({ point: 'draw:uncommitted', nth: 1 });
    await placeBets(first);
    clock.set(start + 10_500);
    await expect(first.tick()).rejects.toThrow('crash');
    const round = await t.db
      .selectFrom('lottery_rounds')
      .selectAll()
      .where('issue', '=', '202601010001')
      .where('game_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: ROUND_STATUS.open, chain_round: null, link: null });
    await first.stop();
  });
});
