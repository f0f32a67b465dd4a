import { randomBytes } from 'node:crypto';
import { ENTRY_STATUS as S, withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { buildTestDb } from '../../testing/app';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { runOps } from '../run';
import { asOperator, ensureOperator, TEST_OPERATOR } from '../../testing/ops';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();
const BOUND = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BOUND_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

/** Runs a command as `by` (TEST_OPERATOR unless named). */
async function ops(argv: string[], by?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(
    await asOperator(t, by ? [...argv, '--by', by] : argv),
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    t,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const newHash = () => `0x${randomBytes(32).toString('hex')}`;

async function heldWithdrawal(destination = `usdt:${BOUND}`, amount = 20_000) {
  const userId = await createMember(t.db);
  await fund(t.db, userId, amount);
  const hold = await postAlone(t.db, withdrawalHold(userId, amount, destination));
  return { userId, id: hold.id };
}

/** A withdrawal held and approved (below the four-eyes threshold: one approval pays it). */
async function approvedWithdrawal(destination = `usdt:${BOUND}`, amount = 20_000) {
  const w = await heldWithdrawal(destination, amount);
  expect((await ops(['withdraw:approve', String(w.id)])).code).toBe(0);
  return w;
}

const statusOf = async (id: number) =>
  (await t.db.selectFrom('ledger_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const payoutOf = (id: number) => t.db.selectFrom('chain_payouts').selectAll().where('entry_id', '=', id).executeTakeFirst();

describe('withdraw:approve, then withdraw:paid', () => {
  it('approves with no hash, saying the payout is awaited; takes no --tx any more', async () => {
    const w = await heldWithdrawal();
    expect(await ops(['withdraw:approve', String(w.id), '--tx', newHash()])).toMatchObject({
      code: 2,
      err: expect.stringContaining('usage'),
    });
    const approved = await ops(['withdraw:approve', String(w.id)]);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`awaiting payout: send it, then record it with withdraw:paid ${w.id} --tx <hash>`);
    expect(await statusOf(w.id)).toBe(S.passed);
    expect(await payoutOf(w.id)).toBeUndefined();
    expect(await t.db.selectFrom('approved_withdrawals').selectAll().where('entry_id', '=', w.id).executeTakeFirst()).toMatchObject({
      approved_by: `operator:${TEST_OPERATOR}`,
    });
  });

  it('records the payout (lowercased) once, by any cashier, audited as withdrawal.paid, for the watcher to confirm', async () => {
    await ensureOperator(t, 'carol', 'cashier');
    const w = await approvedWithdrawal();
    const hash = newHash().toUpperCase().replace('0X', '0x');
    const paid = await ops(['withdraw:paid', String(w.id), '--tx', hash], 'carol');
    expect(paid).toMatchObject({ code: 0, err: '' });
    expect(paid.out).toContain(`payout ${hash.toLowerCase()} to ${BOUND_HEX} recorded`);
    expect(await payoutOf(w.id)).toMatchObject({ tx_hash: hash.toLowerCase(), to_address: BOUND_HEX, state: 'pending' });
    expect(Number((await payoutOf(w.id))!.amount)).toBe(20_000);
    expect(await ledger.balanceOf(t.db, w.userId)).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `withdrawal:${w.id}`)
      .where('action', '=', 'withdrawal.paid')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor: 'operator:carol', address: 'cli' })]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'paid', tx: hash.toLowerCase(), to: BOUND_HEX });
    // A second paid step for it, with another hash or the same, is refused.
    for (const again of [newHash(), hash])
      expect(await ops(['withdraw:paid', String(w.id), '--tx', again])).toMatchObject({
        code: 1,
        err: expect.stringContaining(`already recorded (transaction ${hash.toLowerCase()})`),
      });
  });

  it("takes TRON's form of a transaction id (64 hex, no 0x) and --tx before the id", async () => {
    const w = await approvedWithdrawal();
    expect((await ops(['withdraw:paid', '--tx', 'AB'.repeat(32), String(w.id)])).code).toBe(0);
    expect(await payoutOf(w.id)).toMatchObject({ tx_hash: `0x${'ab'.repeat(32)}` });
  });

  it('refuses, changing nothing: not approved, rejected, a bank withdrawal, a malformed hash, a hash already recorded, no TRON address', async () => {
    const pending = await heldWithdrawal();
    expect(await ops(['withdraw:paid', String(pending.id), '--tx', newHash()])).toMatchObject({
      code: 1,
      err: expect.stringContaining(`Withdrawal #${pending.id} is no approved withdrawal awaiting its payout`),
    });
    const rejected = await heldWithdrawal();
    expect((await ops(['withdraw:reject', String(rejected.id)])).code).toBe(0);
    expect(await ops(['withdraw:paid', String(rejected.id), '--tx', newHash()])).toMatchObject({
      code: 1,
      err: expect.stringContaining('no approved withdrawal'),
    });
    const bank = await approvedWithdrawal('bank:Bank of Test Jane Doe');
    expect(await ops(['withdraw:paid', String(bank.id), '--tx', newHash()])).toMatchObject({
      code: 1,
      err: expect.stringContaining('paid to a bank'),
    });
    const w = await approvedWithdrawal();
    for (const bad of ['0x1234', `0x${'g'.repeat(64)}`, 'a'.repeat(63), `${newHash()}00`])
      expect(await ops(['withdraw:paid', String(w.id), '--tx', bad])).toMatchObject({
        code: 1,
        err: expect.stringContaining('64 hex digits (0x optional)'),
      });
    const first = await approvedWithdrawal();
    const hash = newHash();
    expect((await ops(['withdraw:paid', String(first.id), '--tx', hash])).code).toBe(0);
    expect(await ops(['withdraw:paid', String(w.id), '--tx', hash.slice(2).toUpperCase()])).toMatchObject({
      code: 1,
      err: expect.stringContaining(`Transaction ${hash} is already recorded as another withdrawal's payout`),
    });
    const nowhere = await approvedWithdrawal('usdt:TDEST');
    expect(await ops(['withdraw:paid', String(nowhere.id), '--tx', newHash()])).toMatchObject({
      code: 1,
      err: expect.stringContaining('no TRON address'),
    });
    for (const id of [pending.id, rejected.id, bank.id, w.id, nowhere.id]) expect(await payoutOf(id)).toBeUndefined();
    expect(await statusOf(pending.id)).toBe(S.notPassed);
    expect(await ops(['withdraw:paid', String(w.id)])).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await ops(['withdraw:paid', String(w.id), '--tx'])).toMatchObject({ code: 2 });
    expect(await ops(['withdraw:paid', '--tx', newHash()])).toMatchObject({ code: 2 });
  });
});

describe('chain:payouts', () => {
  it('lists payouts with member, amount, tx, state and what was found, flagged ones first', async () => {
    const confirmed = await heldWithdrawal();
    const flagged = await heldWithdrawal(`usdt:${BOUND}`, 15_000);
    const confirmedHash = newHash();
    const flaggedHash = newHash();
    for (const [w, hash] of [
      [flagged, flaggedHash],
      [confirmed, confirmedHash],
    ] as const) {
      await ops(['withdraw:approve', String(w.id)]);
      await ops(['withdraw:paid', String(w.id), '--tx', hash]);
    }
    await t.db.updateTable('chain_payouts').set({ state: 'confirmed' }).where('entry_id', '=', confirmed.id).execute();
    await t.db
      .updateTable('chain_payouts')
      .set({ state: 'mismatch', found: `140000000 raw to ${BOUND_HEX}` })
      .where('entry_id', '=', flagged.id)
      .execute();
    const listed = await ops(['chain:payouts', '--all']);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toBe('id\tusername\tamount\ttx\tto\tstate\tfound\trecorded');
    expect(lines[1]).toMatch(
      new RegExp(`^${flagged.id}\\tm\\w+\\t150u\\t${flaggedHash}\\t${BOUND_HEX}\\tmismatch\\t140000000 raw to ${BOUND_HEX}\\t`),
    );
    expect(listed.out).toMatch(new RegExp(`^${confirmed.id}\\t.*\\t200u\\t${confirmedHash}\\t.*\\tconfirmed\\t`, 'm'));
    expect(lines.findIndex((l) => l.startsWith(`${confirmed.id}\t`))).toBeGreaterThan(1);
    expect(listed.out).toMatch(/payout\(s\), \d+ flagged/);
    expect((await ops(['chain:payouts'])).code).toBe(0);
    expect(await ops(['chain:payouts', '--everything'])).toMatchObject({ code: 2 });
  });
});
