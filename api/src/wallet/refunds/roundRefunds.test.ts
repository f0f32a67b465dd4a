import type { Config } from '../../config';
import type { Notifications } from '../../db/notifications';
import type { Deps } from '../../deps';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { voidRefund, ORDER_STATUS, ROUND_STATUS, type FaultPoint, type Faults } from '../../domain/lottery';
import { Ledger } from '../../ledger';
import { LotteryEngine } from '../../lottery/engine/engine';
import { placeOrder } from '../../lottery/storage/orders';
import { askChange, decideRequest } from '../../operators/requests';
import { buildTestDb } from '../../testing/app';
import {
  fakeClock,
  fundedMember,
  publishOnlyNotifications,
  testCalendarStart,
  testLotterySettings,
  type FakeClock,
} from '../../testing/lottery';
import { ensureOperator } from '../../testing/ops';
import { refundVoidedRounds } from './roundRefunds';
import { recordCreditTurnover } from '../../promotions/turnover';
import { verifyTurnover } from '../../promotions/turnoverAudit';

const ledger = new Ledger();
const silent = { info() {}, error() {} };
const ISSUE = '202601010001';
const DEPOSIT = 50_000;
const PLAYS = ['1', '2', '3', '4', '1,3', '2,4', '11', '12,13', '21,22', '105,113,120'];
const ASKER = { actor: 'operator:void-asker', address: null };
const APPROVER = { actor: 'operator:void-approver', address: null };

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
  await ensureOperator(t, 'void-asker');
  await ensureOperator(t, 'void-approver');
});
afterEach(async () => t.close());

const crashing = (crashAt?: { point: FaultPoint; nth: number }): Faults | undefined => {
  let seen = 0;
  return (
    crashAt &&
    ((point: FaultPoint) => {
      if (point === crashAt.point && ++seen === crashAt.nth) throw new Error(`crash at ${point} #${crashAt.nth}`);
    })
  );
};

/** Settlement and refund batches of 3 orders; `settleCrash` crashes the settlement, `refundCrash` the refunds. */
function engine(crashes: { settle?: { point: FaultPoint; nth: number }; refund?: { point: FaultPoint; nth: number } } = {}) {
  const faults = crashing(crashes.settle);
  const refundFaults = crashing(crashes.refund);
  const config: Config = { ...t.config, lottery: testLotterySettings(clock, { settleBatch: 3 }) };
  return new LotteryEngine({
    db: t.db,
    dialect: t.dialect,
    config,
    log: silent,
    ledger,
    notifications,
    refundVoided: (now) => refundVoidedRounds(t.db, ledger, { batchSize: 3, now, ...(refundFaults ? { faults: refundFaults } : {}) }),
    ...(faults ? { faults } : {}),
  });
}

const deps = (): Deps => ({ db: t.db, ledger, config: { ...t.config, lottery: testLotterySettings(clock) }, notifications, now: clock });

/** A member with 500u deposited (turnover x1: 500u left). */
async function depositedMember(): Promise<number> {
  const userId = await fundedMember(t.db, 0);
  await t.db.transaction().execute(async (trx) => {
    const entry = await ledger.post(trx, { userId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: DEPOSIT, mark: 'test' });
    await recordCreditTurnover(trx, [entry], { depositMultiple: 100, bonusMultiple: 100 });
  });
  return userId;
}

/** Ten members bet on round 001 of game 1, the first three twice: 13 orders, 5 batches of 3 (members straddle them). */
async function placeBets(e: LotteryEngine): Promise<number[]> {
  await e.tick();
  const members: number[] = [];
  for (let i = 0; i < PLAYS.length; i++) members.push(await depositedMember());
  const bets = PLAYS.map((playType, i) => ({ userId: members[i]!, playType, money: 700 + i }));
  for (let i = 0; i < 3; i++) bets.push({ userId: members[i]!, playType: '22', money: 600 });
  for (const bet of bets)
    await t.db.transaction().execute((trx) => placeOrder(trx, e, { ...bet, gameId: 1, planId: 2, issue: ISSUE }, clock(), 'tw'));
  return members;
}

/** One admin asks, another approves: the round turns voided; its refunds are left to the engine (`after` not run). */
async function voidRound(reason = 'engine fault'): Promise<void> {
  const id = await t.db
    .transaction()
    .execute((trx) => askChange(deps(), trx, { kind: 'round.void', payload: { gameId: 1, issue: ISSUE }, reason }, ASKER));
  await t.db.transaction().execute((trx) => decideRequest(deps(), trx, { id, decision: 'approve', reason: 'seen' }, APPROVER));
}

const ordersNow = () => t.db.selectFrom('lottery_orders').selectAll().orderBy('id').execute();

/** Every order voided once with its refund, every member paid once and told once, turnover and books whole. */
async function expectRefundedExactlyOnce(members: number[], before: Awaited<ReturnType<typeof ordersNow>>) {
  const round = await t.db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('issue', '=', ISSUE)
    .where('game_id', '=', 1)
    .executeTakeFirstOrThrow();
  expect(round.status).toBe(ROUND_STATUS.voided);
  const voided = await t.db.selectFrom('round_voids').selectAll().executeTakeFirstOrThrow();
  expect(voided.refunded_at).not.toBeNull();
  const orders = await ordersNow();
  const refunds = await t.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'amount', 'ref'])
    .where('type', '=', ENTRY_TYPE.purchase)
    .where('status', '=', ENTRY_STATUS.rejected)
    .execute();
  for (const userId of members) {
    const mine = before.filter((order) => order.user_id === userId);
    const expected = mine.map((order) =>
      voidRefund({ settled: order.status === ORDER_STATUS.settled, stake: Number(order.quantity), payout: Number(order.payout) }),
    );
    const now = orders.filter((order) => order.user_id === userId);
    expect(now.map((order) => [order.status, Number(order.refund)])).toEqual(expected.map((refund) => [ORDER_STATUS.voided, refund]));
    const total = expected.reduce((a, b) => a + b, 0);
    const paid = refunds.filter((entry) => entry.user_id === userId);
    expect(paid.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(total);
    for (const entry of paid) expect(entry.ref).toBe(`void:1:${ISSUE}`);
    const stakes = mine.reduce((sum, order) => sum + Number(order.quantity), 0);
    const winnings = mine.reduce((sum, order) => sum + (order.status === ORDER_STATUS.settled ? Number(order.payout) : 0), 0);
    expect(await ledger.balanceOf(t.db, userId)).toBe(DEPOSIT - stakes + winnings + total);
    const told = await t.db
      .selectFrom('messages')
      .select('params')
      .where('user_id', '=', userId)
      .where('kind', '=', 'round_voided')
      .execute();
    expect(told.map((message) => JSON.parse(message.params).amount)).toEqual([total]);
    const standing = await t.db.selectFrom('turnover_standings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(standing.turnover_left)).toBe(DEPOSIT); // whatever the round counted is left again
  }
  expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  expect((await verifyTurnover(t.db)).failures).toEqual([]);
}

const crashes: [FaultPoint, number][] = [
  ['refund:uncommitted', 1],
  ['refund:uncommitted', 3],
  ['refund:committed', 1],
  ['refund:committed', 2],
  ['refund:committed', 5],
  ['round:refunded', 1],
];

describe('a void refunds every order once through a crash at any step', () => {
  it.each(crashes)('crash at %s (occurrence %i), restart: nothing lost, nothing refunded twice', async (point, nth) => {
    // Settlement stopped part way (some orders settled and paid, some pending), then the round is voided.
    const first = engine({ settle: { point: 'settle:committed', nth: 2 } });
    const members = await placeBets(first);
    clock.set(start + 10_500);
    await expect(first.tick()).rejects.toThrow('crash at settle:committed');
    await first.stop();
    await voidRound();
    const before = await ordersNow();
    expect(before.some((order) => order.status === ORDER_STATUS.settled)).toBe(true);
    expect(before.some((order) => order.status === ORDER_STATUS.pending)).toBe(true);

    const crashed = engine({ refund: { point, nth } });
    await expect(crashed.tick()).rejects.toThrow(`crash at ${point}`);
    await crashed.stop();

    const restarted = engine();
    await restarted.tick();
    await restarted.tick(); // and a further pass changes nothing
    await expectRefundedExactlyOnce(members, before);
    await restarted.stop();
  });
});

describe('voiding a round', () => {
  it('a round sealed but never drawn (an engine fault): every stake back, the round never drawn, the next one draws', async () => {
    const e = engine();
    const members = await placeBets(e);
    clock.set(start + 8_500); // sealed, not yet due
    await voidRound();
    const before = await ordersNow();
    clock.set(start + 10_500);
    await e.tick();
    await expectRefundedExactlyOnce(members, before);
    const rounds = await t.db.selectFrom('lottery_rounds').selectAll().where('game_id', '=', 1).orderBy('draws_at').execute();
    expect(rounds[0]).toMatchObject({ issue: ISSUE, status: ROUND_STATUS.voided, link: null, code: null });
    clock.set(start + 20_500);
    await e.tick();
    expect(
      (await t.db.selectFrom('lottery_rounds').select('status').where('id', '=', rounds[1]!.id).executeTakeFirstOrThrow()).status,
    ).toBe(ROUND_STATUS.settled);
    await e.stop();
  });

  it('a settled round: losing stakes back, winnings kept (nobody is charged back)', async () => {
    const e = engine();
    const members = await placeBets(e);
    clock.set(start + 10_500);
    await e.tick();
    const before = await ordersNow();
    expect(before.every((order) => order.status === ORDER_STATUS.settled)).toBe(true);
    await voidRound();
    await e.tick();
    await expectRefundedExactlyOnce(members, before);
    // Every member's round had counted turnover down: each count is given back once.
    const givenBack = await t.db.selectFrom('turnover_entries').select('user_id').where('kind', '=', 'void').execute();
    expect(givenBack.map((row) => row.user_id).sort((a, b) => a - b)).toEqual(members);
    await e.stop();
  });

  it('refuses a round on sale, an unknown one, a voided one, and its asker as approver', async () => {
    const e = engine();
    await placeBets(e);
    const ask = (issue = ISSUE) =>
      t.db
        .transaction()
        .execute((trx) => askChange(deps(), trx, { kind: 'round.void', payload: { gameId: 1, issue }, reason: 'why' }, ASKER));
    await expect(ask()).rejects.toMatchObject({ def: { code: 70047 } });
    await expect(ask('202601019999')).rejects.toMatchObject({ def: { code: 70046 } });
    clock.set(start + 8_500);
    const id = await ask();
    await expect(
      t.db.transaction().execute((trx) => decideRequest(deps(), trx, { id, decision: 'approve', reason: '' }, ASKER)),
    ).rejects.toMatchObject({ def: { code: 70020 } });
    const decided = await t.db
      .transaction()
      .execute((trx) => decideRequest(deps(), trx, { id, decision: 'approve', reason: '' }, APPROVER));
    await decided.after!();
    await expect(ask()).rejects.toMatchObject({ def: { code: 70048 } });
    const void_ = await t.db.selectFrom('round_voids').selectAll().executeTakeFirstOrThrow();
    expect(void_).toMatchObject({ reason: 'why', request_id: id, asked_by: ASKER.actor, approved_by: APPROVER.actor });
    expect(void_.refunded_at).not.toBeNull();
    await e.stop();
  });
});
