import { depositRequest, ENTRY_STATUS as S, isLedgerError, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../../domain/ledger';
import { buildTestDb } from '../../testing/app';
import { Ledger } from '../../ledger';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { settleRequest } from './decide';
import { expireDeposits } from '../deposits/expiry';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const settleAlone = (id: number, decision: 'approve' | 'reject') =>
  t.db.transaction().execute((trx) => settleRequest(ledger, trx, id, decision));
const messagesOf = async (userId: number) =>
  (await t.db.selectFrom('messages').select(['user_id', 'kind', 'params']).where('user_id', '=', userId).orderBy('id').execute()).map(
    (m) => [Number(m.user_id), m.kind, JSON.parse(m.params)],
  );
const outcomeOf = (requestId: number) =>
  t.db.selectFrom('deposit_outcomes').select(['outcome', 'bonus']).where('request_id', '=', requestId).execute();
const requestOpened = (userId: number, amount: number, minutesAgo = 0) =>
  postAlone(t.db, depositRequest(userId, amount, 'TADDR'), Date.now() - minutesAgo * 60_000);

describe("a decision's records: the deposit outcome and the member's in-site message, once, in its transaction", () => {
  it('a deposit approved: credited with its bonus, one message with amount and bonus for that member', async () => {
    const id = await createMember(t.db);
    const bystander = await createMember(t.db);
    const request = await requestOpened(id, 50_000);
    await settleAlone(request.id, 'approve');
    expect(await outcomeOf(request.id)).toEqual([{ outcome: 'credited', bonus: 5_000 }]);
    expect(await messagesOf(id)).toEqual([[id, 'deposit_credited', { amount: 50_000, bonus: 5_000 }]]);
    expect(await messagesOf(bystander)).toEqual([]);
  });

  it("the ledger's settle alone moves only the money: the records are the wallet's", async () => {
    const id = await createMember(t.db);
    const request = await requestOpened(id, 10_000);
    await t.db.transaction().execute((trx) => ledger.settle(trx, request.id, 'approve', SPEC_DEPOSIT_BONUS));
    expect(await ledger.balanceOf(t.db, id)).toBe(11_000);
    expect(await outcomeOf(request.id)).toEqual([]);
    expect(await messagesOf(id)).toEqual([]);
  });

  it('a deposit rejected: rejected, one message', async () => {
    const id = await createMember(t.db);
    const request = await requestOpened(id, 7_000);
    await settleAlone(request.id, 'reject');
    expect(await outcomeOf(request.id)).toEqual([{ outcome: 'rejected', bonus: 0 }]);
    expect(await messagesOf(id)).toEqual([[id, 'deposit_rejected', { amount: 7_000 }]]);
  });

  it('withdrawals paid and rejected: one message each (no deposit outcome)', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 50_000);
    const paid = await postAlone(t.db, withdrawalHold(id, 20_000, 'usdt:T1'));
    const returned = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:T1'));
    await settleAlone(paid.id, 'approve');
    await settleAlone(returned.id, 'reject');
    expect(await messagesOf(id)).toEqual([
      [id, 'withdrawal_paid', { amount: 20_000 }],
      [id, 'withdrawal_rejected', { amount: 10_000 }],
    ]);
    expect(
      await t.db.selectFrom('deposit_outcomes').select('request_id').where('request_id', 'in', [paid.id, returned.id]).execute(),
    ).toEqual([]);
  });

  it('the losing decider and a rolled-back decision write nothing', async () => {
    const id = await createMember(t.db);
    const request = await requestOpened(id, 10_000);
    const rolledBack = await t.db
      .transaction()
      .execute(async (trx) => {
        await settleRequest(ledger, trx, request.id, 'approve');
        throw new Error('the caller fails after deciding');
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe('the caller fails after deciding');
    expect(await messagesOf(id)).toEqual([]);
    expect(await outcomeOf(request.id)).toEqual([]);
    expect(await ledger.balanceOf(t.db, id)).toBe(0);

    const decisions = await Promise.allSettled([settleAlone(request.id, 'approve'), settleAlone(request.id, 'reject')]);
    const refused = decisions.filter((d) => d.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(isLedgerError((refused[0] as PromiseRejectedResult).reason, 'already_settled')).toBe(true);
    expect(await messagesOf(id)).toHaveLength(1);
    expect(await outcomeOf(request.id)).toHaveLength(1);
  });

  it('the expiry sweep: expired, one message per request, however many sweepers run; an operator decision in between keeps its own', async () => {
    const id = await createMember(t.db);
    const other = await createMember(t.db);
    const late = await requestOpened(id, 1_000, 31);
    const rejectedFirst = await requestOpened(id, 2_000, 40);
    const othersLate = await requestOpened(other, 3_000, 30);
    const waiting = await requestOpened(id, 4_000, 29);
    await settleAlone(rejectedFirst.id, 'reject');

    const swept = await Promise.all([expireDeposits(ledger, t.db), expireDeposits(ledger, t.db), expireDeposits(ledger, t.db)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2); // other tests' requests may be swept too
    expect(await outcomeOf(late.id)).toEqual([{ outcome: 'expired', bonus: 0 }]);
    expect(await outcomeOf(othersLate.id)).toEqual([{ outcome: 'expired', bonus: 0 }]);
    expect(await outcomeOf(rejectedFirst.id)).toEqual([{ outcome: 'rejected', bonus: 0 }]);
    expect(await outcomeOf(waiting.id)).toEqual([]);
    expect(await messagesOf(id)).toEqual([
      [id, 'deposit_rejected', { amount: 2_000 }],
      [id, 'deposit_expired', { amount: 1_000, minutes: 30 }],
    ]);
    expect(await messagesOf(other)).toEqual([[other, 'deposit_expired', { amount: 3_000, minutes: 30 }]]);
    const statuses = await t.db
      .selectFrom('ledger_entries')
      .select('status')
      .where('id', 'in', [late.id, waiting.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((r) => r.status)).toEqual([S.rejected, S.notPassed]);
  });

  it("a sweep inside the caller's transaction is undone with it", async () => {
    const id = await createMember(t.db);
    const late = await requestOpened(id, 1_000, 45);
    await t.db
      .transaction()
      .execute(async (trx) => {
        expect(await expireDeposits(ledger, trx)).toBeGreaterThanOrEqual(1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await messagesOf(id)).toEqual([]);
    expect(await outcomeOf(late.id)).toEqual([]);
    await expireDeposits(ledger, t.db);
    expect(await outcomeOf(late.id)).toEqual([{ outcome: 'expired', bonus: 0 }]);
  });
});
