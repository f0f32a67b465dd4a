import { randomBytes } from 'node:crypto';
import { ENTRY_STATUS as S, withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { buildTestDb } from '../../testing/app';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { runOps } from '../run';
import { asOperator } from '../../testing/ops';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();
const BOUND = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BOUND_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

/** Runs a command; `watching` as if TRON_JSONRPC_URL were set (the chain watcher on). */
async function ops(argv: string[], watching = false) {
  const out: string[] = [];
  const err: string[] = [];
  const config = watching ? { ...t.config, chain: { ...t.config.chain, jsonRpcUrl: 'http://127.0.0.1:1/jsonrpc' } } : t.config;
  const code = await runOps(await asOperator(t, argv), { out: (l) => out.push(l), err: (l) => err.push(l) }, { connection: t, config });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const newHash = () => `0x${randomBytes(32).toString('hex')}`;

async function heldWithdrawal(destination = `usdt:${BOUND}`, amount = 20_000) {
  const userId = await createMember(t.db);
  await fund(t.db, userId, amount);
  const hold = await postAlone(t.db, withdrawalHold(userId, amount, destination));
  return { userId, id: hold.id };
}

const statusOf = async (id: number) =>
  (await t.db.selectFrom('ledger_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const payoutOf = (id: number) => t.db.selectFrom('chain_payouts').selectAll().where('entry_id', '=', id).executeTakeFirst();

describe('withdraw:approve --tx', () => {
  it('records the payout hash (lowercased) with the approval, for the watcher to confirm', async () => {
    const w = await heldWithdrawal();
    const hash = newHash().toUpperCase().replace('0X', '0x');
    const approved = await ops(['withdraw:approve', String(w.id), '--tx', hash], true);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`payout ${hash.toLowerCase()} to ${BOUND_HEX} recorded`);
    expect(await statusOf(w.id)).toBe(S.passed);
    expect(await payoutOf(w.id)).toMatchObject({ tx_hash: hash.toLowerCase(), to_address: BOUND_HEX, state: 'pending' });
    expect(Number((await payoutOf(w.id))!.amount)).toBe(20_000);
    expect(await ledger.balanceOf(t.db, w.userId)).toBe(0);
  });

  it('takes --tx before the id as well', async () => {
    const w = await heldWithdrawal();
    expect((await ops(['withdraw:approve', '--tx', newHash(), String(w.id)])).code).toBe(0);
    expect((await payoutOf(w.id))?.state).toBe('pending');
  });

  it('requires --tx for a USDT withdrawal while the watcher runs; a bank withdrawal takes none', async () => {
    const usdt = await heldWithdrawal();
    expect(await ops(['withdraw:approve', String(usdt.id)], true)).toMatchObject({ code: 1, err: expect.stringContaining('--tx') });
    expect(await statusOf(usdt.id)).toBe(S.notPassed);
    const bank = await heldWithdrawal('bank:Bank of Test Jane Doe');
    expect(await ops(['withdraw:approve', String(bank.id), '--tx', newHash()], true)).toMatchObject({
      code: 1,
      err: expect.stringContaining('takes no transaction hash'),
    });
    expect(await statusOf(bank.id)).toBe(S.notPassed);
    expect((await ops(['withdraw:approve', String(bank.id)], true)).code).toBe(0);
    expect(await payoutOf(bank.id)).toBeUndefined();
  });

  it("takes TRON's form of a transaction id (64 hex, no 0x) and records it as 0x + lowercase", async () => {
    const w = await heldWithdrawal();
    const tron = 'AB'.repeat(32);
    expect((await ops(['withdraw:approve', String(w.id), '--tx', tron], true)).code).toBe(0);
    expect(await payoutOf(w.id)).toMatchObject({ tx_hash: `0x${'ab'.repeat(32)}` });
  });

  it('refuses a malformed hash, a hash another withdrawal holds, and an address that is no TRON address, changing nothing', async () => {
    const w = await heldWithdrawal();
    for (const bad of ['0x1234', `0x${'g'.repeat(64)}`, 'a'.repeat(63), `${newHash()}00`])
      expect(await ops(['withdraw:approve', String(w.id), '--tx', bad], true)).toMatchObject({
        code: 1,
        err: expect.stringContaining('64 hex digits (0x optional)'),
      });
    const first = await heldWithdrawal();
    const hash = newHash();
    expect((await ops(['withdraw:approve', String(first.id), '--tx', hash], true)).code).toBe(0);
    expect(await ops(['withdraw:approve', String(w.id), '--tx', hash], true)).toMatchObject({
      code: 1,
      err: expect.stringContaining(`already recorded as the payout of withdrawal ${first.id}`),
    });
    const nowhere = await heldWithdrawal('usdt:TDEST');
    expect(await ops(['withdraw:approve', String(nowhere.id), '--tx', newHash()], true)).toMatchObject({
      code: 1,
      err: expect.stringContaining('no TRON address'),
    });
    for (const id of [w.id, nowhere.id]) {
      expect(await statusOf(id)).toBe(S.notPassed);
      expect(await payoutOf(id)).toBeUndefined();
    }
    expect(await ops(['withdraw:approve', String(w.id), '--tx'])).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await ops(['withdraw:approve', '--tx', newHash()])).toMatchObject({ code: 2 });
  });
});

describe('chain:payouts', () => {
  it('lists payouts with member, amount, tx, state and what was found, flagged ones first', async () => {
    const confirmed = await heldWithdrawal();
    const flagged = await heldWithdrawal(`usdt:${BOUND}`, 15_000);
    const confirmedHash = newHash();
    const flaggedHash = newHash();
    await ops(['withdraw:approve', String(flagged.id), '--tx', flaggedHash]);
    await ops(['withdraw:approve', String(confirmed.id), '--tx', confirmedHash]);
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
