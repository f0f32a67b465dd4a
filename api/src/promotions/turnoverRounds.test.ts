import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { Ledger } from '../ledger';
import { LotteryEngine } from '../lottery/engine/engine';
import { placeOrder } from '../lottery/storage/orders';
import { buildTestDb } from '../testing/app';
import {
  fakeClock,
  fundedMember,
  publishOnlyNotifications,
  testCalendarStart,
  testLotterySettings,
  type FakeClock,
} from '../testing/lottery';
import { recordCreditTurnover } from './turnover';
import { verifyTurnover } from './turnoverAudit';
import { ORDER_STATUS, type FaultPoint } from '../domain/lottery';

const ledger = new Ledger();
const silent = { info() {}, error() {} };
const ISSUE = '202601010001';
const DEPOSIT = 100_000;

let t: Awaited<ReturnType<typeof buildTestDb>>;
let notifications: Notifications;
let clock: FakeClock;
let start: number;

beforeEach(async () => {
  clock = fakeClock(0);
  start = testCalendarStart(testLotterySettings(clock));
  clock.set(start + 1000);
  t = await buildTestDb();
  notifications = await publishOnlyNotifications(t);
});
afterEach(async () => t.close());

/** Settlement batches of 3 orders; on PostgreSQL two partitions (members by id mod 2) side by side. */
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

/** A member with 1,000u deposited (turnover x1: 1,000u left) and money to bet. */
async function depositedMember(): Promise<number> {
  const userId = await fundedMember(t.db, 0);
  await t.db.transaction().execute(async (trx) => {
    const entry = await ledger.post(trx, { userId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: DEPOSIT, mark: 'test' });
    await recordCreditTurnover(trx, [entry], { depositMultiple: 100, bonusMultiple: 100 });
  });
  return userId;
}

/**
 * Four members with consecutive ids each bet Long and Short, 100u each, as two orders of round 001: eight orders in
 * batches of 3 (with partitions: four per share), so some member's two orders are settled by two batches.
 */
async function placeHedges(e: LotteryEngine): Promise<number[]> {
  await e.tick();
  const members: number[] = [];
  for (let i = 0; i < 4; i++) members.push(await depositedMember());
  for (const userId of members)
    for (const playType of ['1', '2'])
      await t.db
        .transaction()
        .execute((trx) => placeOrder(trx, e, { userId, gameId: 1, planId: 2, issue: ISSUE, playType, money: 10_000 }, clock(), 'tw'));
  return members;
}

const playEntries = (userId: number) =>
  t.db
    .selectFrom('turnover_entries')
    .select(['amount', 'delta', 'left_after', 'returned', 'ref'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'play')
    .execute();

/** Each member's round counted once: its 200u stake, 198u back whatever the draw, 2u counted. */
async function expectCountedOnce(members: number[]) {
  for (const userId of members) {
    expect(await playEntries(userId)).toEqual([
      { amount: 20_000, delta: -200, left_after: DEPOSIT - 200, returned: 19_800, ref: `round:1:${ISSUE}:${userId}` },
    ]);
    const standing = await t.db.selectFrom('turnover_standings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(standing.turnover_left)).toBe(DEPOSIT - 200);
  }
  expect((await verifyTurnover(t.db)).failures).toEqual([]);
}

describe("a member's round counts once, whatever the batches, partitions and crashes", () => {
  it('counts a round whose orders two batches settle, once, by the batch that settles its last order', async () => {
    const first = engine({ point: 'settle:committed', nth: 1 });
    const members = await placeHedges(first);
    clock.set(start + 10_500);
    await expect(first.tick()).rejects.toThrow('crash at settle:committed');
    await first.stop();
    // A batch committed: a member it settled only in part has counted nothing yet.
    const orders = await t.db.selectFrom('lottery_orders').select(['user_id', 'status']).execute();
    const halfSettled = members.filter((userId) => new Set(orders.filter((o) => o.user_id === userId).map((o) => o.status)).size === 2);
    expect(halfSettled.length).toBeGreaterThan(0);
    for (const userId of halfSettled) expect(await playEntries(userId)).toEqual([]);
    for (const userId of members.filter((id) => orders.every((o) => o.user_id !== id || o.status === ORDER_STATUS.settled)))
      expect(await playEntries(userId)).toHaveLength(1);

    const restarted = engine();
    await restarted.tick();
    await restarted.tick();
    await expectCountedOnce(members);
    await restarted.stop();
  });

  it.each([
    ['settle:uncommitted', 1],
    ['settle:uncommitted', 2],
    ['settle:committed', 2],
    ['round:settled', 1],
  ] as [FaultPoint, number][])('crash at %s (occurrence %i), restart: each round counted once', async (point, nth) => {
    const first = engine({ point, nth });
    const members = await placeHedges(first);
    clock.set(start + 10_500);
    await expect(first.tick()).rejects.toThrow(`crash at ${point}`);
    await first.stop();
    const restarted = engine();
    await restarted.tick();
    await restarted.tick();
    await expectCountedOnce(members);
    await restarted.stop();
  });
});
