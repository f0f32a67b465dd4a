import type { Db } from '../db/schema';
import { gift, withdrawalHold } from '../domain/ledger';
import { Ledger } from '../ledger';
import { buildTestDb } from '../testing/app';
import { createMember, postAlone } from '../testing/ledger';
import { settleRequest } from '../wallet/requests/decide';
import { approveWithdrawalIn } from '../wallet/withdrawals/markPaid';
import { withdrawalsBySpan } from './withdrawalDates';

const D1 = Date.UTC(2026, 3, 1);
const DAY = 86_400_000;
const [D2, D3, D4] = [D1 + DAY, D1 + 2 * DAY, D1 + 3 * DAY];
const ledger = new Ledger();

const hold = async (db: Db, userId: number, amount: number, at: number) =>
  (await postAlone(db, withdrawalHold(userId, amount, 'usdt:T'), at)).id;
const approve = (db: Db, id: number, at: number) =>
  db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, id, { actor: 'operator:ann', address: 'test' }, at));
const reject = (db: Db, id: number, at: number) => db.transaction().execute((trx) => settleRequest(ledger, trx, id, 'reject', at));

describe('withdrawalsBySpan', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  beforeAll(async () => {
    t = await buildTestDb();
  });
  afterAll(() => t.close());

  it('dates each withdrawal by the day asked and by the day approved or rejected', async () => {
    const { db } = t;
    const [ann, guest] = await Promise.all([createMember(db), createMember(db, 2)]);
    await postAlone(db, gift(ann, 100_000, 'funds'), D1 - DAY);
    await postAlone(db, gift(guest, 100_000, 'funds'), D1 - DAY);
    await approve(db, await hold(db, ann, 1_000, D1 + 1), D2 + 5); // asked day 1, approved day 2
    await reject(db, await hold(db, ann, 2_000, D1 + 2), D3 + 5); // asked day 1, rejected day 3
    await approve(db, await hold(db, ann, 4_000, D2 + 1), D2 + 9); // asked and approved day 2
    await hold(db, ann, 8_000, D3 + 1); // asked day 3, waiting
    await approve(db, await hold(db, ann, 16_000, D1 - 1), D1 + 3); // asked before the span, approved day 1
    await reject(db, await hold(db, ann, 32_000, D3 + 2), D4); // asked day 3, rejected after the span
    // A pre-049 approval: its payout recorded with it.
    const old = await hold(db, ann, 64, D1 + 4);
    await db.transaction().execute((trx) => settleRequest(ledger, trx, old, 'approve', D1 + 5));
    await db
      .insertInto('chain_payouts')
      .values({
        entry_id: old,
        tx_hash: `0x${'ab'.repeat(32)}`,
        to_address: '0x00',
        amount: 64,
        state: 'pending',
        found: null,
        block_number: null,
        recorded_at: D3 + 7,
      })
      .execute();
    await approve(db, await hold(db, guest, 500, D1 + 1), D1 + 2); // a guest's: nowhere

    const [day1, day2, day3] = await withdrawalsBySpan(db, [D1, D2, D3, D4]);
    expect(day1).toEqual({
      requested: 1_000 + 2_000 + 64,
      requestedCount: 3,
      approved: 16_000,
      approvedCount: 1,
      rejected: 0,
      rejectedCount: 0,
    });
    expect(day2).toEqual({ requested: 4_000, requestedCount: 1, approved: 1_000 + 4_000, approvedCount: 2, rejected: 0, rejectedCount: 0 });
    expect(day3).toEqual({
      requested: 8_000 + 32_000,
      requestedCount: 2,
      approved: 64,
      approvedCount: 1,
      rejected: 2_000,
      rejectedCount: 1,
    });
    const [whole] = await withdrawalsBySpan(db, [D1, D4]);
    expect(whole).toEqual({
      requested: 3_064 + 4_000 + 40_000,
      requestedCount: 6,
      approved: 21_064,
      approvedCount: 4,
      rejected: 2_000,
      rejectedCount: 1,
    });
  });
});
