import type { Db } from '../db/schema';
import { depositCredit, gift, purchase, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../domain/ledger';
import { Ledger } from '../ledger';
import { buildTestDb } from '../testing/app';
import { createMember, postAlone } from '../testing/ledger';
import { settleRequest } from '../wallet/requests/decide';
import { approveWithdrawalIn } from '../wallet/withdrawals/markPaid';
import { liabilityAt } from './liability';

const T = Date.UTC(2026, 5, 1); // the instant asked about
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ledger = new Ledger();
const NO_BONUS = { ...SPEC_DEPOSIT_BONUS, enabled: false };

const approve = (db: Db, id: number, at: number) =>
  db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, id, { actor: 'operator:ann', address: 'test' }, at));
const reject = (db: Db, id: number, at: number) => db.transaction().execute((trx) => settleRequest(ledger, trx, id, 'reject', at));
const hold = async (db: Db, userId: number, amount: number, at: number) =>
  (await postAlone(db, withdrawalHold(userId, amount, 'usdt:T'), at)).id;

const month = (first: string, startedAt: number, endsAt: number) => ({ month: first, startedAt, endsAt });

/** A term of `userId` from `startedAt` to `endsAt` with one locked month of `bonus`, paid at `paidAt`. */
async function term(
  db: Db,
  userId: number,
  t: { startedAt: number; endsAt: number; paidAt: number; bonus: number; month: string; releasedAt?: number },
) {
  const row = await db
    .insertInto('fixed_deposit_terms')
    .values({
      user_id: userId,
      first_month: t.month,
      last_month: t.month,
      term_months: 3,
      started_at: t.startedAt,
      ends_at: t.endsAt,
      outcome: t.releasedAt === undefined ? null : 'released',
      amount: t.releasedAt === undefined ? null : t.bonus,
      ended_at: t.releasedAt === undefined ? null : t.endsAt,
      closed_at: t.releasedAt ?? null,
      forfeited_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fixed_deposit_payouts')
    .values({ user_id: userId, month: t.month, reserve: 10_000_000, bonus: t.bonus, paid_at: t.paidAt, term_id: Number(row.id) })
    .execute();
}

describe('liabilityAt', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  beforeAll(async () => {
    t = await buildTestDb();
  });
  afterAll(() => t.close());

  it('counts balances, withdrawals undecided and bonuses locked at the instant, never a guest’s', async () => {
    const { db } = t;
    const [ann, ben, cat, dan, guest] = (await Promise.all([1, 1, 1, 1, 2].map((group) => createMember(db, group)))) as [
      number,
      number,
      number,
      number,
      number,
    ];

    // Ann: 10,000 in (+1,000 bonus) before T, a 1,200 bet before T, 5,000 in after T.
    for (const posting of depositCredit(ann, 10_000, 'a', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, T - 5 * DAY);
    await postAlone(db, purchase(ann, 1_200, 'bet', 'order:1'), T - DAY);
    await postAlone(db, depositCredit(ann, 5_000, 'b', null, NO_BONUS)[0]!, T + HOUR);
    // Ann's withdrawals: 700 approved before T (out), 800 approved after T (pending then), 900 rejected after T
    // (pending then), 600 rejected before T (back in her balance), 400 asked after T (not yet), 300 still waiting.
    await approve(db, await hold(db, ann, 700, T - 4 * DAY), T - 3 * DAY);
    await approve(db, await hold(db, ann, 800, T - 2 * DAY), T + HOUR);
    await reject(db, await hold(db, ann, 900, T - 2 * DAY), T + 2 * HOUR);
    await reject(db, await hold(db, ann, 600, T - 2 * DAY), T - DAY);
    await hold(db, ann, 400, T + 3 * HOUR);
    await hold(db, ann, 300, T - HOUR);
    // Ann's balance at T: 10,000 + 1,000 - 1,200 - 700 - 800 - 900 - 600 + 600 - 300 = 7,100.

    // Ben: 20,000 gift before T; a term released after T (2,500, still locked at T), then one locking 3,000 (open).
    await postAlone(db, gift(ben, 20_000, 'promo'), T - 10 * DAY);
    await term(db, ben, { ...month('2026-01', T - 120 * DAY, T - 30 * DAY), paidAt: T - 100 * DAY, bonus: 2_500, releasedAt: T + HOUR });
    await term(db, ben, { ...month('2026-04', T - 30 * DAY, T + 60 * DAY), paidAt: T - 30 * DAY, bonus: 3_000 });
    // Dan: a bonus locked after T: not yet.
    await term(db, dan, { ...month('2026-06', T + DAY, T + 90 * DAY), paidAt: T + DAY, bonus: 4_000 });

    // Cat: 8,000 gift; her term (1,500) forfeited by a withdrawal before T, its outcome not yet recorded.
    await postAlone(db, gift(cat, 8_000, 'promo'), T - 60 * DAY);
    await term(db, cat, { ...month('2026-03', T - 50 * DAY, T + 40 * DAY), paidAt: T - 50 * DAY, bonus: 1_500 });
    await approve(db, await hold(db, cat, 1_000, T - 5 * DAY), T - 4 * DAY);
    // Cat's balance at T: 8,000 - 1,000 = 7,000.

    // A guest's money, pending withdrawal and locked bonus count nowhere.
    await postAlone(db, gift(guest, 50_000, 'demo'), T - DAY);
    await hold(db, guest, 1_000, T - HOUR);
    await term(db, guest, { ...month('2026-04', T - 30 * DAY, T + 60 * DAY), paidAt: T - 30 * DAY, bonus: 9_000 });

    const balances = 7_100 + 20_000 + 7_000;
    const pendingWithdrawals = 800 + 900 + 300;
    const lockedBonuses = 3_000 + 2_500;
    expect(await liabilityAt(db, T)).toEqual({
      balances,
      pendingWithdrawals,
      lockedBonuses,
      total: balances + pendingWithdrawals + lockedBonuses,
    });
  });

  it('answers zeros before anything happened', async () => {
    expect(await liabilityAt(t.db, T - 1_000 * DAY)).toEqual({ balances: 0, pendingWithdrawals: 0, lockedBonuses: 0, total: 0 });
  });
});
