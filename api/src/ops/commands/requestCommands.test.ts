import { correction, depositRequest, ENTRY_STATUS as S, ENTRY_TYPE as T, SPEC_DEPOSIT_BONUS } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { ensureOperator, runOpsCommand } from '../../testing/ops';
import { PERMISSIONS } from '../../operators/roles';
import { recordCreditTurnover, recordTurnoverWaiver, turnoverStandingOf } from '../../promotions/turnover';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
  await ensureOperator(t, 'asker');
  await ensureOperator(t, 'checker');
  await ensureOperator(t, 'teller', 'cashier');
});
afterAll(() => t.close());

/** A command as `by` (the one who asks is never the one who approves). */
const as = (by: string, ...argv: string[]) => runOpsCommand(t, t.config, [...argv, '--by', by]);

const usernameOf = async (id: number) =>
  (await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
const requestIdOf = (out: string) => Number(/^(?:gift )?request (\d+):/.exec(out)![1]);
const entriesOf = (id: number) => ledger.listEntries(t.db, id, { from: 0, to: Date.now() + 1000 });
const verified = async () =>
  expect(await as('asker', 'ledger:verify')).toMatchObject({ code: 0, out: expect.stringContaining('ledger balanced') });

/** A member with a 300u deposit credited (and its 30u bonus), its turnover recorded as the wallet records it. */
async function depositedMember(): Promise<{ id: number; deposit: number }> {
  const id = await createMember(t.db);
  const request = await postAlone(t.db, depositRequest(id, 30_000, 'TADDRESS1'));
  const entries = await t.db.transaction().execute(async (trx) => {
    const settled = await ledger.settle(trx, request.id, 'approve', SPEC_DEPOSIT_BONUS);
    await recordCreditTurnover(trx, settled.entries, { depositMultiple: 100, bonusMultiple: 100 });
    return settled.entries;
  });
  return { id, deposit: entries[0]!.id };
}

describe('ledger:correct', () => {
  it('credits and debits only on a second operator’s approval, naming the corrected entry; ledger:verify stays green', async () => {
    const { id, deposit } = await depositedMember();
    const name = await usernameOf(id);
    const credit = await as('asker', 'ledger:correct', name, '+12.5', '--entry', String(deposit), '--reason', 'ticket 7: short credited');
    expect(credit).toMatchObject({ code: 0, out: expect.stringContaining('pending until another operator approves it') });
    const creditId = requestIdOf(credit.out);
    expect(await ledger.balanceOf(t.db, id)).toBe(33_000);

    // Nobody approves their own request through the CLI (the console names them alike: operator:<name>).
    expect(await as('asker', 'request:approve', String(creditId))).toMatchObject({
      code: 1,
      err: 'You asked for this change: another operator must approve it; nothing was changed',
    });
    // A cashier may not decide a correction.
    expect(await as('teller', 'request:approve', String(creditId))).toMatchObject({ code: 1, err: expect.stringContaining('role') });
    expect(await ledger.balanceOf(t.db, id)).toBe(33_000);

    expect(await as('checker', 'request:approve', String(creditId), '--reason', 'checked')).toMatchObject({
      code: 0,
      out: `request ${creditId}: approved`,
    });
    expect(await as('checker', 'request:approve', String(creditId))).toMatchObject({ code: 1 });
    expect(await ledger.balanceOf(t.db, id)).toBe(34_250);

    const debit = await as('checker', 'ledger:correct', name, '-30', '--entry', String(deposit), '--reason', 'bonus paid twice');
    expect(await as('asker', 'request:approve', String(requestIdOf(debit.out)))).toMatchObject({ code: 0 });
    expect(await ledger.balanceOf(t.db, id)).toBe(31_250);

    const corrections = (await entriesOf(id)).filter((e) => e.ref?.startsWith('request:'));
    expect(corrections.map((e) => [e.type, e.status, e.delta, e.ref, e.mark])).toEqual([
      [T.gift, S.rejected, -3_000, `request:${requestIdOf(debit.out)}`, `server.wallet.mark.correction?entry=${deposit}`],
      [T.gift, S.passed, 1_250, `request:${creditId}`, `server.wallet.mark.correction?entry=${deposit}`],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'address'])
      .where('target', '=', `member:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.actor, row.action, row.address])).toEqual([
      ['operator:asker', 'ledger.correct.request', 'cli'],
      ['operator:checker', 'ledger.correct.approve', 'cli'],
      ['operator:checker', 'ledger.correct.request', 'cli'],
      ['operator:asker', 'ledger.correct.approve', 'cli'],
    ]);
    await verified();
  });

  it('refuses a debit beyond the balance on approval, changing nothing; the request can then be rejected', async () => {
    const id = await createMember(t.db);
    const funded = await fund(t.db, id, 1_000);
    const asked = await as('asker', 'ledger:correct', await usernameOf(id), '-10.01', '--entry', String(funded.id), '--reason', 'x');
    const requestId = String(requestIdOf(asked.out));
    expect(await as('checker', 'request:approve', requestId)).toMatchObject({
      code: 1,
      err: "The member's balance does not cover this debit; nothing was changed",
    });
    expect(await ledger.balanceOf(t.db, id)).toBe(1_000);
    expect((await entriesOf(id)).map((e) => e.type)).toEqual([T.gift]);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'ledger.correct.approve')
        .where('target', '=', `member:${id}`)
        .execute(),
    ).toEqual([]);
    expect(await as('checker', 'request:reject', requestId, '--reason', 'spent already')).toMatchObject({
      code: 0,
      out: `request ${requestId}: rejected`,
    });
    await verified();
  });

  it("refuses an entry that is not the member's, and bad arguments, asking nothing", async () => {
    const id = await createMember(t.db);
    const other = await fund(t.db, await createMember(t.db), 500);
    const name = await usernameOf(id);
    expect(await as('asker', 'ledger:correct', name, '+1', '--entry', String(other.id), '--reason', 'x')).toMatchObject({
      code: 1,
      err: "The entry to correct does not exist or is not this member's; nothing was changed",
    });
    expect((await as('asker', 'ledger:correct', name, '1', '--entry', String(other.id), '--reason', 'x')).code).toBe(2);
    expect((await as('asker', 'ledger:correct', name, '+1', '--entry', String(other.id))).code).toBe(2);
    expect((await as('asker', 'ledger:correct', name, '+0', '--entry', String(other.id), '--reason', 'x')).code).toBe(2);
    expect((await as('asker', 'request:list')).out).not.toContain(`"userId":${id},`);
  });
});

describe('turnover:waive', () => {
  it("lowers the member's turnover left on a second operator's approval; ledger:verify stays green", async () => {
    const { id } = await depositedMember();
    expect(await turnoverStandingOf(t.db, id)).toEqual({ left: 33_000, required: 33_000, played: 0 });
    const name = await usernameOf(id);
    const asked = await as('asker', 'turnover:waive', name, '100', '--reason', 'complaint 9: bonus taken back');
    const requestId = String(requestIdOf(asked.out));
    expect(await as('asker', 'request:approve', requestId)).toMatchObject({ code: 1 });
    expect(await turnoverStandingOf(t.db, id)).toEqual({ left: 33_000, required: 33_000, played: 0 });
    expect(await as('checker', 'request:approve', requestId)).toMatchObject({ code: 0 });
    expect(await turnoverStandingOf(t.db, id)).toEqual({ left: 23_000, required: 23_000, played: 0 });
    await verified();

    const beyond = await as('asker', 'turnover:waive', name, '230.01', '--reason', 'x');
    expect(await as('checker', 'request:approve', String(requestIdOf(beyond.out)))).toMatchObject({
      code: 1,
      err: "The waiver is more than the member's turnover left; nothing was changed",
    });
    expect((await turnoverStandingOf(t.db, id)).left).toBe(23_000);
  });
});

describe('gift', () => {
  it('asks, credits nothing alone, and is credited when another admin approves it', async () => {
    const id = await createMember(t.db);
    const asked = await as('asker', 'gift', await usernameOf(id), '12.5', 'Spring', 'promotion');
    expect(asked).toMatchObject({ code: 0, out: expect.stringContaining('gift:approve') });
    expect(await ledger.balanceOf(t.db, id)).toBe(0);
    const requestId = String(requestIdOf(asked.out));
    expect(await as('asker', 'gift:approve', requestId)).toMatchObject({ code: 1, err: expect.stringContaining('another admin') });
    expect(await as('teller', 'gift:approve', requestId)).toMatchObject({ code: 1 });
    expect(await ledger.balanceOf(t.db, id)).toBe(0);
    expect(await as('checker', 'gift:approve', requestId)).toMatchObject({ code: 0, out: `gift request ${requestId}: approved` });
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ type: T.gift, amount: 1_250, balanceAfter: 1_250, mark: 'Spring promotion' });
    await verified();
  });
});

describe('request:override', () => {
  it('is refused to every role by default; once granted, applies one’s own request loudly, audited as an override', async () => {
    const { id, deposit } = await depositedMember();
    const asked = await as('asker', 'ledger:correct', await usernameOf(id), '+1', '--entry', String(deposit), '--reason', 'outage');
    const requestId = String(requestIdOf(asked.out));
    expect(await as('asker', 'request:override', requestId, '--reason', 'nobody else on call')).toMatchObject({
      code: 1,
      err: expect.stringContaining('role'),
    });
    expect(await ledger.balanceOf(t.db, id)).toBe(33_000);

    jest.replaceProperty(PERMISSIONS, 'override', ['admin'] as never);
    const overridden = await as('asker', 'request:override', requestId, '--reason', 'nobody else on call');
    jest.restoreAllMocks();
    expect(overridden).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^WARNING: request \d+ was applied WITHOUT a second operator/),
    });
    expect(await ledger.balanceOf(t.db, id)).toBe(33_100);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'reason'])
      .where('action', '=', 'ledger.correct.override')
      .execute();
    expect(audit).toEqual([{ actor: 'operator:asker', action: 'ledger.correct.override', reason: 'nobody else on call' }]);
    await verified();
  });
});

// Last: these leave the books broken for the rest of the file.
describe('ledger:verify', () => {
  it('fails on a correction that no approved request wrote (SQL behind the four eyes)', async () => {
    const { id, deposit } = await depositedMember();
    await postAlone(t.db, correction(id, 500, deposit, 999_999));
    const unasked = await as('asker', 'ledger:verify');
    expect(unasked).toMatchObject({ code: 1, err: 'corrections NOT consistent: 1 problem(s)' });
    expect(unasked.out).toContain('"kind":"correction_unasked"');
  });

  it('fails on a waiver that no approved request asked', async () => {
    const { id } = await depositedMember();
    await t.db.transaction().execute((trx) => recordTurnoverWaiver(trx, id, 100, 'request:999998'));
    const unasked = await as('asker', 'ledger:verify');
    expect(unasked).toMatchObject({ code: 1, err: expect.stringContaining('turnover NOT consistent') });
    expect(unasked.out).toContain('"kind":"turnover_waiver_unmatched"');
  });
});
