import type { Db } from '../db/schema';
import type { Deps } from '../deps';
import { depositCredit, depositRequest, gift, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../domain/ledger';
import { Ledger } from '../ledger';
import { buildTestDb } from '../testing/app';
import { createMember, postAlone } from '../testing/ledger';
import { plantOrder, plantRound } from '../testing/reports';
import { settleRequest } from '../wallet/requests/decide';
import { approveWithdrawalIn } from '../wallet/withdrawals/markPaid';
import { cashierQueue } from './cashier';

const NOW = Date.UTC(2026, 4, 20, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ledger = new Ledger();
const cashier = { actor: 'operator:ann', address: 'test' };
const NO_BONUS = { ...SPEC_DEPOSIT_BONUS, enabled: false };

async function withdraw(db: Db, userId: number, amount: number, destination: string, at: number): Promise<number> {
  return (await postAlone(db, withdrawalHold(userId, amount, destination), at)).id;
}
const approve = (db: Db, id: number, at: number) => db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, id, cashier, at));
const reject = (db: Db, id: number, at: number) => db.transaction().execute((trx) => settleRequest(ledger, trx, id, 'reject', at));

async function bind(db: Db, userId: number, binding: { type: number; acc: string; acc_name?: string; acc_bank?: string }, at: number) {
  await db
    .insertInto('pay_infos')
    .values({ user_id: userId, acc_name: '', acc_bank: '', acc_code: '', acc_fh: '', mark: '', ...binding, created_at: at })
    .execute();
}

async function changeBinding(db: Db, userId: number, type: number, at: number) {
  await db
    .insertInto('pay_info_changes')
    .values({ user_id: userId, type, previous: 'old', replacement: 'new', ip: 'x', created_at: at })
    .execute();
}

async function reset(db: Db, userId: number, at: number) {
  const code = await db
    .insertInto('recovery_codes')
    .values({ user_id: userId, kind: 'password', code_hash: 'h', issued_by: 'cli', issued_at: at, expires_at: at + HOUR, closed_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_resets')
    .values({ user_id: userId, kind: 'password', code_id: Number(code.id), reset_at: at })
    .execute();
}

describe('the withdrawal queue’s risk context', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let deps: Deps;
  beforeAll(async () => {
    t = await buildTestDb();
    deps = { db: t.db, ledger, config: t.config, notifications: undefined as never, now: () => NOW };
  });
  afterAll(() => t.close());

  it('answers each field from the member’s money, play, changes and who else uses the address', async () => {
    const { db } = t;
    const [ann, ben, cat, dan, eve, fay] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createMember(db)));
    const shared = 'usdt:TSharedAddress';
    const card = 'bank:BankX 6222000011112222';

    // Ann: two deposits credited (their bonuses are gifts, not deposits), a request still open, gifts to play with.
    for (const posting of depositCredit(ann!, 10_000, 'a', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, NOW - 30 * DAY);
    await postAlone(db, depositCredit(ann!, 5_000, 'b', null, NO_BONUS)[0]!, NOW - 20 * DAY);
    await postAlone(db, depositRequest(ann!, 9_900, 'addr'), NOW - DAY);
    await postAlone(db, gift(ann!, 50_000, 'promo'), NOW - 30 * DAY);
    // One withdrawal approved, one rejected, one waiting (the row asked about).
    await approve(db, await withdraw(db, ann!, 3_000, shared, NOW - 10 * DAY), NOW - 9 * DAY);
    await reject(db, await withdraw(db, ann!, 1_000, shared, NOW - 8 * DAY), NOW - 8 * DAY);
    const annRow = await withdraw(db, ann!, 2_000, shared, NOW - HOUR);
    // Her play: two settled orders and one pending.
    const round = await plantRound(db, 1, NOW - 5 * DAY);
    await plantOrder(db, { userId: ann!, gameId: 1, planId: 1, roundId: round, stake: 1_000, payout: 1_960, settledAt: NOW - 5 * DAY });
    await plantOrder(db, { userId: ann!, gameId: 1, planId: 1, roundId: round, stake: 500, payout: 0, settledAt: NOW - 5 * DAY });
    await plantOrder(db, { userId: ann!, gameId: 1, planId: 1, roundId: round, stake: 700, payout: 0, settledAt: null });
    // A reset 2 days ago (and an older one), her wallet bound long ago and replaced 3 hours ago; her card changed 1 hour ago.
    await reset(db, ann!, NOW - 10 * DAY);
    await reset(db, ann!, NOW - 2 * DAY);
    await bind(db, ann!, { type: 1, acc: 'TSharedAddress' }, NOW - 40 * DAY);
    await changeBinding(db, ann!, 1, NOW - 3 * HOUR);
    await changeBinding(db, ann!, 0, NOW - HOUR);
    // Ben has the address bound; Cat was paid to it, then bound another; Dan asked to it and was rejected.
    await bind(db, ben!, { type: 1, acc: 'TSharedAddress' }, NOW - 50 * DAY);
    await postAlone(db, gift(cat!, 5_000, 'promo'), NOW - 60 * DAY);
    await approve(db, await withdraw(db, cat!, 1_000, shared, NOW - 60 * DAY), NOW - 59 * DAY);
    await bind(db, cat!, { type: 1, acc: 'TOtherAddress' }, NOW - 50 * DAY);
    await postAlone(db, gift(dan!, 5_000, 'promo'), NOW - 60 * DAY);
    await reject(db, await withdraw(db, dan!, 1_000, shared, NOW - 60 * DAY), NOW - 59 * DAY);

    // Eve: her card bound a day ago, her first withdrawal to it and a second; Fay has the same card bound.
    await postAlone(db, gift(eve!, 5_000, 'promo'), NOW - 2 * DAY);
    await bind(db, eve!, { type: 0, acc: 'Eve', acc_name: '6222000011112222', acc_bank: 'BankX' }, NOW - DAY);
    const eveFirst = await withdraw(db, eve!, 1_500, card, NOW - 30 * 60_000);
    const eveSecond = await withdraw(db, eve!, 1_000, card, NOW - 20 * 60_000);
    await bind(db, fay!, { type: 0, acc: 'Fay', acc_name: '6222000011112222', acc_bank: 'BankX' }, NOW - 90 * DAY);

    const { rows } = await cashierQueue(deps, db, 'withdrawal', {});
    const risk = (id: number) => rows.find((row) => row.id === id)!.risk;
    expect(rows.map((row) => row.id)).toEqual([annRow, eveFirst, eveSecond]);
    expect(risk(annRow)).toEqual({
      deposits: 15_000,
      deposit_count: 2,
      withdrawals: 3_000,
      withdrawal_count: 1,
      net_cash: 12_000,
      play_result: 460,
      turnover: 1_500,
      first_withdrawal: false,
      reset_at: (NOW - 2 * DAY) / 1000,
      address_changed_at: (NOW - 3 * HOUR) / 1000,
      address_shared_with: 2,
    });
    expect(risk(eveFirst)).toEqual({
      deposits: 0,
      deposit_count: 0,
      withdrawals: 0,
      withdrawal_count: 0,
      net_cash: 0,
      play_result: 0,
      turnover: 0,
      first_withdrawal: true,
      reset_at: null,
      address_changed_at: (NOW - DAY) / 1000,
      address_shared_with: 1,
    });
    expect(risk(eveSecond)).toMatchObject({ first_withdrawal: false, address_shared_with: 1 });
  });

  it('answers no risk context for deposits, and nothing for an empty queue', async () => {
    const fresh = await buildTestDb();
    try {
      const member = await createMember(fresh.db);
      await postAlone(fresh.db, depositRequest(member, 1_000, 'addr'), NOW);
      const freshDeps = { ...deps, db: fresh.db, config: fresh.config };
      expect((await cashierQueue(freshDeps, fresh.db, 'deposit', {})).rows.map((row) => row.risk)).toEqual([null]);
      expect(await cashierQueue(freshDeps, fresh.db, 'withdrawal', {})).toEqual({ rows: [] });
    } finally {
      await fresh.close();
    }
  });
});
