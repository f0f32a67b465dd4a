import { sql } from 'kysely';
import {
  depositRequest,
  ENTRY_STATUS as S,
  ENTRY_TYPE as T,
  gift,
  isLedgerError,
  MARK,
  profit,
  purchase,
  SPEC_DEPOSIT_BONUS,
  withdrawalHold,
} from '../domain/ledger';
import { buildTestDb } from '../testing/app';
import { Ledger } from './index';
import { createMember, fund, postAlone } from '../testing/ledger';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return isLedgerError(error) ? error.code : String(error);
  }
  return undefined;
}

/**
 * The database's refusal message, or 'no error'. (Not `rejects.toThrow`: better-sqlite3 creates its errors in
 * the realm of the test file that loaded it first, and jest then fails to recognize them as errors.)
 */
async function refusalOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: unknown) => String((error as Error).message ?? error),
  );
}

const settleAlone = (id: number, decision: 'approve' | 'reject') =>
  t.db.transaction().execute((trx) => ledger.settle(trx, id, decision, SPEC_DEPOSIT_BONUS));
const everything = { from: 0, to: Date.now() + 86_400_000 };

describe('ledger on the database', () => {
  it("keeps users.money equal to the entries, with each entry's balance after", async () => {
    const id = await createMember(t.db);
    const credit = await fund(t.db, id, 5_000);
    const bet = await postAlone(t.db, purchase(id, 1_200, 'bet', 'order:1'));
    const win = await postAlone(t.db, profit(id, 2_376, 'win', 'order:1'));
    expect([credit.balanceAfter, bet.balanceAfter, win.balanceAfter]).toEqual([5_000, 3_800, 6_176]);
    expect(bet.delta).toBe(-1_200);
    expect(await ledger.balanceOf(t.db, id)).toBe(6_176);
  });

  it('refuses a debit larger than the balance and writes nothing; the transaction stays usable', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 1_000);
    const after = await t.db.transaction().execute(async (trx) => {
      expect(await codeOf(ledger.post(trx, purchase(id, 1_001, 'bet', 'order:2')))).toBe('insufficient_balance');
      return ledger.post(trx, purchase(id, 1_000, 'bet', 'order:3'));
    });
    expect(after.balanceAfter).toBe(0);
    const entries = await ledger.listEntries(t.db, id, everything);
    expect(entries.map((e) => e.ref)).toEqual(['order:3', null]);
  });

  it('refuses to write outside a transaction, for an unknown member, or an impossible posting', async () => {
    const id = await createMember(t.db);
    await expect(ledger.post(t.db, gift(id, 1, 'x'))).rejects.toThrow(/inside a transaction/);
    expect(await codeOf(postAlone(t.db, gift(999_999, 1, 'x')))).toBe('member_not_found');
    expect(await codeOf(postAlone(t.db, purchase(999_999, 1, 'x', 'y')))).toBe('member_not_found');
    expect(await codeOf(postAlone(t.db, { userId: id, type: T.withdrawal, status: S.passed, amount: 5, mark: '' }))).toBe(
      'posting_not_allowed',
    );
    expect(await ledger.balanceOf(t.db, id)).toBe(0);
  });

  it('approves a deposit: credit plus the 10% bonus as a gift, linked to the request; only once', async () => {
    const id = await createMember(t.db);
    const request = await postAlone(t.db, depositRequest(id, 20_000, 'TADDR'));
    expect([request.delta, request.balanceAfter, request.status]).toEqual([0, 0, S.notPassed]);
    const { entries } = await settleAlone(request.id, 'approve');
    expect(entries.map((e) => [e.type, e.status, e.amount, e.balanceAfter, e.settles])).toEqual([
      [T.deposit, S.passed, 20_000, 20_000, request.id],
      [T.gift, S.passed, 2_000, 22_000, null],
    ]);
    expect(await codeOf(settleAlone(request.id, 'approve'))).toBe('already_settled');
    expect(await codeOf(settleAlone(request.id, 'reject'))).toBe('already_settled');
    expect(await ledger.balanceOf(t.db, id)).toBe(22_000);
    // The fund log shows the deposit once (its credit), and the bonus.
    const log = await ledger.listEntries(t.db, id, everything);
    expect(log.map((e) => [e.type, e.status, e.mark])).toEqual([
      [T.gift, S.passed, MARK.depositBonus],
      [T.deposit, S.passed, MARK.deposit],
    ]);
  });

  it('rejects a deposit without moving money; the request shows rejected', async () => {
    const id = await createMember(t.db);
    const request = await postAlone(t.db, depositRequest(id, 7_000, 'TADDR'));
    expect((await settleAlone(request.id, 'reject')).entries).toEqual([]);
    expect(await ledger.balanceOf(t.db, id)).toBe(0);
    const log = await ledger.listEntries(t.db, id, everything);
    expect(log.map((e) => [e.id, e.status])).toEqual([[request.id, S.rejected]]);
  });

  it('holds a withdrawal at once; approval keeps it out, rejection returns it with a correcting entry', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 50_000);
    const kept = await postAlone(t.db, withdrawalHold(id, 20_000, 'usdt:T1'));
    const returned = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:T1'));
    expect(await ledger.balanceOf(t.db, id)).toBe(20_000);
    expect(await codeOf(postAlone(t.db, withdrawalHold(id, 20_001, 'usdt:T1')))).toBe('insufficient_balance');
    expect((await settleAlone(kept.id, 'approve')).entries).toEqual([]);
    const { entries } = await settleAlone(returned.id, 'reject');
    expect(entries.map((e) => [e.type, e.status, e.delta, e.balanceAfter, e.settles])).toEqual([
      [T.withdrawal, S.rejected, 10_000, 30_000, returned.id],
    ]);
    expect(await ledger.balanceOf(t.db, id)).toBe(30_000);
    expect(await codeOf(settleAlone(kept.id, 'reject'))).toBe('already_settled');
  });

  it('refuses to decide what is not a pending request', async () => {
    const id = await createMember(t.db);
    const credit = await fund(t.db, id, 100);
    expect(await codeOf(settleAlone(credit.id, 'approve'))).toBe('not_settleable');
    expect(await codeOf(settleAlone(9_999_999, 'approve'))).toBe('entry_not_found');
  });

  it("lists the operator's queue of pending requests, oldest first", async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 30_000);
    const deposit = await postAlone(t.db, depositRequest(id, 1_000, 'TADDR'));
    const hold = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:T'));
    const mine = (await ledger.listPending(t.db)).filter((e) => e.userId === id);
    expect(mine.map((e) => e.id)).toEqual([deposit.id, hold.id]);
    expect((await ledger.listPending(t.db, T.withdrawal)).map((e) => e.id)).toContain(hold.id);
    expect((await ledger.listPending(t.db, T.withdrawal)).map((e) => e.id)).not.toContain(deposit.id);
  });

  it('filters the fund log by type, time and page, newest first, scoped to the member', async () => {
    const id = await createMember(t.db);
    const other = await createMember(t.db);
    await fund(t.db, other, 999);
    const day = Date.UTC(2026, 0, 10);
    await postAlone(t.db, gift(id, 10_000, 'old'), day - 1);
    for (let i = 1; i <= 25; i += 1) await postAlone(t.db, gift(id, i, `g${i}`), day + i);
    await postAlone(t.db, purchase(id, 5, 'bet', 'o'), day + 100);
    const range = { from: day, to: day + 86_400_000 };
    const first = await ledger.listEntries(t.db, id, range);
    expect(first).toHaveLength(20);
    expect(first[0]!.type).toBe(T.purchase);
    expect(first[1]!.mark).toBe('g25');
    const second = await ledger.listEntries(t.db, id, { ...range, page: 2 });
    expect(second.map((e) => e.mark)).toEqual(['g6', 'g5', 'g4', 'g3', 'g2', 'g1']);
    expect((await ledger.listEntries(t.db, id, { ...range, type: T.purchase })).map((e) => e.amount)).toEqual([5]);
    expect(first.every((e) => e.userId === id)).toBe(true);
  });

  it('computes profit as purchases plus wins, today, yesterday and in total', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 100_000);
    const now = Date.UTC(2026, 10, 22, 4); // 12:00 in Taipei
    const yesterday = now - 86_400_000;
    await postAlone(t.db, purchase(id, 1_000, 'bet', 'a'), yesterday);
    await postAlone(t.db, profit(id, 1_980, 'win', 'a'), yesterday);
    await postAlone(t.db, purchase(id, 3_000, 'bet', 'b'), now);
    await postAlone(t.db, purchase(id, 500, 'bet', 'c'), now);
    await postAlone(t.db, profit(id, 990, 'win', 'c'), now);
    await postAlone(t.db, gift(id, 7_777, 'not profit'), now);
    expect(await ledger.profitSummary(t.db, id, 'Asia/Taipei', now)).toEqual({
      today_profit: -2_510,
      yesterday_profit: 980,
      profit: -1_530,
    });
    expect(await ledger.profitSummary(t.db, await createMember(t.db), 'Asia/Taipei', now)).toEqual({
      today_profit: 0,
      yesterday_profit: 0,
      profit: 0,
    });
  });

  it('keeps entries immutable: no edit, no delete, a status decided once', async () => {
    const id = await createMember(t.db);
    const entry = await fund(t.db, id, 100);
    const request = await postAlone(t.db, depositRequest(id, 100, 'T'));
    expect(await refusalOf(t.db.updateTable('ledger_entries').set({ amount: 1 }).where('id', '=', entry.id).execute())).toMatch(
      /immutable/,
    );
    expect(await refusalOf(t.db.updateTable('ledger_entries').set({ balance_after: 5 }).where('id', '=', entry.id).execute())).toMatch(
      /immutable/,
    );
    expect(await refusalOf(t.db.updateTable('ledger_entries').set({ status: S.rejected }).where('id', '=', entry.id).execute())).toMatch(
      /immutable/,
    );
    expect(await refusalOf(t.db.deleteFrom('ledger_entries').where('id', '=', entry.id).execute())).toMatch(/immutable/);
    expect(await refusalOf(t.db.updateTable('ledger_entries').set({ status: 7 }).where('id', '=', request.id).execute())).toMatch(
      /immutable/,
    );
    await t.db.updateTable('ledger_entries').set({ status: S.rejected }).where('id', '=', request.id).execute();
    expect(await refusalOf(t.db.updateTable('ledger_entries').set({ status: S.passed }).where('id', '=', request.id).execute())).toMatch(
      /immutable/,
    );
  });

  it('has the database refuse a negative balance even to a writer that skips the guard', async () => {
    const id = await createMember(t.db);
    expect(await refusalOf(sql`update users set money = money - 1 where id = ${id}`.execute(t.db))).toMatch(/constraint/i);
  });
});

describe('ledger verify', () => {
  it("passes the books written above, and catches a balance changed behind the ledger's back", async () => {
    const clean = await ledger.verifyLedger(t.db);
    expect(clean.failures).toEqual([]);
    expect(clean.entries).toBeGreaterThan(20);
    const id = await createMember(t.db);
    await fund(t.db, id, 1_000);
    await t.db.updateTable('users').set({ money: 1_500 }).where('id', '=', id).execute();
    const report = await ledger.verifyLedger(t.db);
    expect(report.failures).toEqual([
      { userId: id, username: expect.any(String), balance: 1_500, problems: [{ kind: 'sum_mismatch', balance: 1_500, sum: 1_000 }] },
    ]);
    await t.db.updateTable('users').set({ money: 1_000 }).where('id', '=', id).execute();
  });
});
