import { CLI_ACTOR } from '../../audit/log';
import type { MessageKind } from 'shared-contracts/api';
import { ENTRY_TYPE, withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { buildTestDb } from '../../testing/app';
import { at, fixedDepositFixtures, payoutMoment, payoutTime, TZ, U } from '../../testing/fixedDeposit';
import { postAlone } from '../../testing/ledger';
import { decide } from '../../wallet/requests/decide';
import { changeProgram, fixedDepositProgram, type FixedDepositProgram } from '../programs';
import { verifyFixedDeposit } from './audit';
import { payMonth } from './payouts';
import type { Month } from './rules';
import { fixedDepositStandingOf, termAtStake } from './standing';

// The term (docs/game-rules.md, "The fixed deposit's term"), with the seed's program: 2 months, the spec's tiers
// (100,000u -> 5,000u, 200,000u -> 12,000u ...). Each test takes its own year, later tests earlier years: a term or a
// balance of one never reaches another's months.

const ledger = new Ledger();
type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => {
  expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  expect((await verifyFixedDeposit(t.db)).problems).toEqual([]);
  await t.close();
});

const { holder, spend } = fixedDepositFixtures(() => t.db);
const standing = (id: number, now: number) => fixedDepositStandingOf(t.db, { id, eligible: true }, TZ, now);
const balance = (id: number) => ledger.balanceOf(t.db, id);
const run = (month: Month, now = payoutTime(month)) => payMonth(ledger, t.db, month, TZ, now);
const withdrawAt = (id: number, amount: number, when: number) => postAlone(t.db, withdrawalHold(id, amount, 'usdt:T'), when);

async function releases(id: number) {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .select(['amount', 'mark', 'created_at'])
    .where('user_id', '=', id)
    .where('ref', 'like', 'fixed-deposit-term:%')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), created_at: Number(row.created_at) }));
}

async function told(id: number, kind: MessageKind) {
  const rows = await t.db
    .selectFrom('messages')
    .select('params')
    .where('user_id', '=', id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.params) as Record<string, unknown>);
}

describe('a term completed', () => {
  it('locks each month, shows it to the member, and releases both months together at the second payout moment, once', async () => {
    const member = await holder(200_000 * U, at('2015-04-10'));
    expect((await run('2015-05')).terms).toEqual({ released: 0, forfeited: 0 });
    expect(await balance(member)).toBe(200_000 * U); // locked, not credited
    const during = at('2015-06-10');
    const term = { first_month: '2015-05', last_month: '2015-06', locked: 12_000 * U, forfeited: false };
    expect((await standing(member, during)).term).toMatchObject({
      ...term,
      started_at: payoutMoment('2015-05') / 1000,
      ends_at: payoutMoment('2015-06') / 1000,
    });
    expect(await termAtStake(t.db, member, during)).toMatchObject(term);
    expect(await told(member, 'fixed_deposit_locked')).toEqual([
      { month: '2015-05', reserve: 200_000 * U, amount: 12_000 * U, locked: 12_000 * U, until: '2015-06-30' },
    ]);

    const ended = await run('2015-06');
    expect(ended.terms.released).toBeGreaterThanOrEqual(1);
    expect(await releases(member)).toEqual([
      { amount: 24_000 * U, mark: 'server.wallet.mark.fixedDepositReleased?first=2015-05&last=2015-06', created_at: payoutTime('2015-06') },
    ]);
    expect(await balance(member)).toBe(224_000 * U);
    expect(await told(member, 'fixed_deposit_released')).toEqual([{ first: '2015-05', last: '2015-06', amount: 24_000 * U }]);
    expect(await told(member, 'fixed_deposit_locked')).toHaveLength(1); // the last month is told by the release
    const after = await standing(member, payoutTime('2015-06'));
    expect(after.term).toBeNull();
    expect(after.last_term).toEqual({
      first_month: '2015-05',
      last_month: '2015-06',
      outcome: 'released',
      amount: 24_000 * U,
      closed_at: payoutMoment('2015-06') / 1000,
    });
    expect(await termAtStake(t.db, member, payoutTime('2015-06'))).toBeNull();

    // Run again, late: nothing paid twice, nothing released twice.
    expect((await run('2015-06', payoutTime('2015-06') + 3_600_000)).terms).toEqual({ released: 0, forfeited: 0 });
    expect(await releases(member)).toHaveLength(1);
  });

  it('releases a term whose member stopped qualifying, at its end, with what it locked', async () => {
    const member = await holder(100_000 * U, at('2014-04-10'));
    await run('2014-05');
    await spend(member, 50_000 * U, at('2014-06-05')); // 50,000u: no tier in June
    await run('2014-06');
    expect(await releases(member)).toEqual([expect.objectContaining({ amount: 5_000 * U })]);
    expect(await balance(member)).toBe(55_000 * U);
  });
});

describe('a term forfeited', () => {
  it('by a withdrawal during it: the member sees it at once, nothing is released, and the next qualifying month starts a new term', async () => {
    const member = await holder(200_000 * U, at('2013-04-10'));
    await run('2013-05');
    const hold = await withdrawAt(member, 10_000 * U, at('2013-06-10')); // 190,000u left: the first tier in June
    expect((await standing(member, at('2013-06-11'))).term).toMatchObject({ locked: 12_000 * U, forfeited: true });

    const june = await run('2013-06');
    expect(june.terms.forfeited).toBeGreaterThanOrEqual(1);
    expect(await releases(member)).toEqual([]);
    expect(await balance(member)).toBe(190_000 * U);
    expect(await told(member, 'fixed_deposit_forfeited')).toEqual([
      { first: '2013-05', last: '2013-06', amount: 12_000 * U, withdrawn: '2013-06-10' },
    ]);
    const closed = await t.db.selectFrom('fixed_deposit_terms').selectAll().where('user_id', '=', member).orderBy('id').execute();
    expect(closed.map((row) => [row.first_month, row.last_month, row.outcome, row.amount === null ? null : Number(row.amount)])).toEqual([
      ['2013-05', '2013-06', 'forfeited', 12_000 * U],
      ['2013-06', '2013-07', null, null], // June (190,000u) starts a new term
    ]);
    expect(Number(closed[0]!.forfeited_by)).toBe(hold.id);
    expect(Number(closed[0]!.ended_at)).toBe(at('2013-06-10'));

    await run('2013-07');
    expect(await releases(member)).toEqual([expect.objectContaining({ amount: 10_000 * U })]); // June's and July's 5,000u
  });

  it('by a withdrawal after the term began, before a late run of its first month; not by one after the term ended', async () => {
    const afterEnd = await holder(100_000 * U, at('2012-04-10'));
    await run('2012-05');
    await withdrawAt(afterEnd, 1_000 * U, payoutMoment('2012-06') + 10_000); // the term ended at the moment: kept
    await run('2012-06');
    expect(await releases(afterEnd)).toEqual([expect.objectContaining({ amount: 10_000 * U })]);

    const member = await holder(100_000 * U, at('2011-04-10'));
    await withdrawAt(member, 1_000 * U, payoutMoment('2011-05') + 30 * 60_000); // after the term began (00:00)
    await run('2011-05', payoutMoment('2011-05') + 3_600_000); // May's reserve is 100,000u: its month qualifies
    expect((await standing(member, at('2011-06-01'))).term).toMatchObject({ first_month: '2011-05', forfeited: true });
    await run('2011-06');
    expect(await releases(member)).toEqual([]);
    expect(await told(member, 'fixed_deposit_forfeited')).toHaveLength(1);
  });
});

describe('a term kept', () => {
  it('through a withdrawal the operator rejected: its money came back, so the term is released, not forfeited', async () => {
    const member = await holder(200_000 * U, at('2007-04-10'));
    await run('2007-05');
    const hold = await withdrawAt(member, 10_000 * U, at('2007-06-10'));
    await decide(ledger, t.db, hold.id, ENTRY_TYPE.withdrawal, 'reject');
    expect((await standing(member, at('2007-06-11'))).term).toMatchObject({ first_month: '2007-05', forfeited: false });
    await run('2007-06');
    const [term] = await t.db.selectFrom('fixed_deposit_terms').selectAll().where('user_id', '=', member).orderBy('id').execute();
    expect([term!.outcome, term!.forfeited_by]).toEqual(['released', null]);
    expect(await told(member, 'fixed_deposit_forfeited')).toEqual([]);
  });
});

describe('the operator', () => {
  const change = async (edit: Partial<FixedDepositProgram>, now: number) =>
    changeProgram(t.db, 'fixed_deposit', { ...(await fixedDepositProgram(t.db, now)), ...edit }, { actor: CLI_ACTOR, by: 'tester', now });

  it('switching the program off mid-term: nothing is locked, the term is released at the payout moment while off', async () => {
    const member = await holder(100_000 * U, at('2010-04-10'));
    await run('2010-05');
    await change({ enabled: false }, at('2010-06-05'));
    await change({ enabled: true }, at('2010-07-01'));
    const june = await run('2010-06');
    expect(june).toMatchObject({ paid: [], switchedOff: true });
    expect(june.terms.released).toBeGreaterThanOrEqual(1);
    expect(await releases(member)).toEqual([expect.objectContaining({ amount: 5_000 * U, created_at: payoutTime('2010-06') })]);
    const term = await t.db.selectFrom('fixed_deposit_terms').selectAll().where('user_id', '=', member).executeTakeFirstOrThrow();
    expect([term.outcome, Number(term.ended_at)]).toEqual(['released', payoutMoment('2010-06')]);

    await run('2010-07'); // on again: July starts a new term
    expect((await standing(member, at('2010-07-31'))).term).toMatchObject({
      first_month: '2010-07',
      last_month: '2010-08',
      locked: 5_000 * U,
    });
  });

  it('a term of 1 month locks and releases in the same run; a change of term reaches terms begun after it', async () => {
    const member = await holder(100_000 * U, at('2009-04-10'));
    await change({ termMonths: 1 }, at('2009-05-01'));
    await run('2009-05');
    expect(await releases(member)).toEqual([expect.objectContaining({ amount: 5_000 * U })]);
    expect(await told(member, 'fixed_deposit_locked')).toEqual([]);
    await change({ termMonths: 3 }, at('2009-06-10'));
    await run('2009-06');
    expect((await standing(member, at('2009-07-01'))).term).toMatchObject({ first_month: '2009-06', last_month: '2009-08' });
    await change({ termMonths: 2 }, at('2009-07-01'));
    await run('2009-07');
    expect((await standing(member, at('2009-08-01'))).term).toMatchObject({ last_month: '2009-08', locked: 10_000 * U });
    await run('2009-08');
    expect(await releases(member)).toEqual([
      expect.objectContaining({ amount: 5_000 * U }),
      expect.objectContaining({ amount: 15_000 * U }),
    ]);
  });
});

describe('ledger:verify', () => {
  it("finds a term whose amount is not what it locked, and a forfeit that names no withdrawal of the member's", async () => {
    const member = await holder(100_000 * U, at('2008-04-10'));
    await run('2008-05');
    await withdrawAt(member, 1_000 * U, at('2008-06-03'));
    await run('2008-06');
    const term = await t.db
      .selectFrom('fixed_deposit_terms')
      .selectAll()
      .where('user_id', '=', member)
      .where('first_month', '=', '2008-05')
      .executeTakeFirstOrThrow();
    const tamper = (values: { amount: number; forfeited_by: number }) =>
      t.db.updateTable('fixed_deposit_terms').set(values).where('id', '=', term.id).execute();
    await tamper({ amount: 6_000 * U, forfeited_by: 1 });
    expect((await verifyFixedDeposit(t.db)).problems).toEqual([
      { kind: 'term_amount_mismatch', termId: term.id, recorded: 6_000 * U, locked: 5_000 * U },
      { kind: 'term_forfeit_unfounded', termId: term.id },
    ]);
    await tamper({ amount: Number(term.amount), forfeited_by: Number(term.forfeited_by) });
    expect((await verifyFixedDeposit(t.db)).problems).toEqual([]);
  });
});
