import { randomBytes } from 'node:crypto';
import { DEPOSIT_WINDOW_MS, depositRequest, ENTRY_STATUS as S, ENTRY_TYPE as T, withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { runOpsCommand } from '../../testing/ops';
import { markStopped, markWatching, WATCH_STALE_MS } from '../../chain/watchState';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv);
/** deposit:approve of a request, naming a fresh transaction that paid it. */
const approve = (id: number) => ops('deposit:approve', String(id), '--tx', randomBytes(32).toString('hex'));

const usernameOf = async (id: number) =>
  (await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;

describe('deposit commands', () => {
  it("refuses to approve a deposit by hand while the api's stored state says its watcher runs, whatever the shell's settings", async () => {
    const id = await createMember(t.db);
    const request = await postAlone(t.db, depositRequest(id, 30_000, 'TADDRESS1'));
    const token = `0x${randomBytes(20).toString('hex')}` as const;
    await markWatching(t.db, token, null);
    try {
      expect(t.config.chain.jsonRpcUrl).toBeFalsy(); // this CLI has no TRON_JSONRPC_URL
      expect(await approve(request.id)).toMatchObject({ code: 1, err: expect.stringContaining('credited from the chain') });
      expect(await ledger.balanceOf(t.db, id)).toBe(0);
      // Stopped (the api closed) or silent past the staleness bound (a crashed api): hand approvals open again.
      await markStopped(t.db, token);
      await markWatching(t.db, token, null, Date.now() - WATCH_STALE_MS - 1);
      expect(await approve(request.id)).toMatchObject({ code: 0 });
    } finally {
      await markStopped(t.db, token);
    }
  });

  it('lists pending deposits, approves one (credit + 10% bonus) and rejects another', async () => {
    const id = await createMember(t.db);
    const first = await postAlone(t.db, depositRequest(id, 30_000, 'TADDRESS1'));
    const second = await postAlone(t.db, depositRequest(id, 5_000, 'TADDRESS1'));
    const list = await ops('deposit:list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`${first.id}\t${await usernameOf(id)}\t300u\tTADDRESS1`);
    expect(list.out).toContain(`${second.id}\t`);

    const approved = await approve(first.id);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain('300u for member');
    expect(approved.out).toContain('(balance 330u)');
    expect((await ops('deposit:reject', String(second.id))).code).toBe(0);
    expect(await ledger.balanceOf(t.db, id)).toBe(33_000);
    expect((await ops('deposit:list')).out).not.toMatch(new RegExp(`^${first.id}\t`, 'm'));
  });

  it('refuses twice, a withdrawal id, an unknown id and a bad argument, changing nothing', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 20_000);
    const deposit = await postAlone(t.db, depositRequest(id, 1_000, 'T'));
    const hold = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:T'));
    expect((await approve(deposit.id)).code).toBe(0);
    expect(await approve(deposit.id)).toMatchObject({
      code: 1,
      err: expect.stringContaining('already approved or rejected'),
    });
    expect(await ops('deposit:reject', String(deposit.id))).toMatchObject({ code: 1 });
    expect(await approve(hold.id)).toMatchObject({ code: 1, err: expect.stringContaining('not a pending request') });
    expect(await ops('deposit:approve', '99999999')).toMatchObject({ code: 1, err: expect.stringContaining('no such entry') });
    expect(await ops('deposit:approve', 'abc')).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await ops('deposit:approve')).toMatchObject({ code: 2 });
    const unnamed = await postAlone(t.db, depositRequest(id, 1_000, 'T'));
    expect(await ops('deposit:approve', String(unnamed.id))).toMatchObject({
      code: 1,
      err: expect.stringContaining('names the transaction'),
    });
    expect(await ops('deposit:approve', String(unnamed.id), '--tx', '0x1234')).toMatchObject({ code: 1 });
    expect(await ledger.balanceOf(t.db, id)).toBe(11_100);
  });
});

describe('expired deposit requests', () => {
  it('cannot be approved after their 30 minutes; deposit:list records the expiry and leaves them out', async () => {
    const id = await createMember(t.db);
    const late = await postAlone(t.db, depositRequest(id, 40_000, 'TLATE'), Date.now() - DEPOSIT_WINDOW_MS - 1);
    const fresh = await postAlone(t.db, depositRequest(id, 20_000, 'TFRESH'));
    expect(await approve(late.id)).toMatchObject({ code: 1, err: expect.stringContaining('expired') });
    const list = await ops('deposit:list');
    expect(list.out).toMatch(/^\d+ deposit request\(s\) expired/);
    expect(list.out).not.toMatch(new RegExp(`^${late.id}\t`, 'm')); // a row starts with its id
    expect(list.out).toMatch(new RegExp(`^${fresh.id}\t`, 'm'));
    expect(await approve(late.id)).toMatchObject({
      code: 1,
      err: expect.stringContaining('already approved or rejected'),
    });
    expect((await approve(fresh.id)).code).toBe(0);
    expect(await ledger.balanceOf(t.db, id)).toBe(22_000);
    const requests = await t.db
      .selectFrom('ledger_entries')
      .select(['id', 'status'])
      .where('id', 'in', [late.id, fresh.id])
      .orderBy('id')
      .execute();
    expect(requests.map((r) => r.status)).toEqual([S.rejected, S.passed]);
  });
});

describe('withdraw commands', () => {
  it('approves one (money stays out) and rejects another (returned by a correcting entry)', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 50_000);
    const paid = await postAlone(t.db, withdrawalHold(id, 20_000, 'usdt:TDEST'));
    const refused = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:TDEST'));
    expect((await ops('withdraw:list')).out).toContain(`${paid.id}\t${await usernameOf(id)}\t200u\tusdt:TDEST`);
    expect((await ops('withdraw:approve', String(paid.id))).code).toBe(0);
    const reject = await ops('withdraw:reject', String(refused.id));
    expect(reject.out).toContain('+100u (balance 300u)');
    expect(await ledger.balanceOf(t.db, id)).toBe(30_000);
    expect(await ops('withdraw:reject', String(paid.id))).toMatchObject({ code: 1 });
    const deposit = await postAlone(t.db, depositRequest(id, 1_000, 'T'));
    expect(await ops('withdraw:approve', String(deposit.id))).toMatchObject({ code: 1 });
    const entries = await ledger.listEntries(t.db, id, { from: 0, to: Date.now() + 1000, type: T.withdrawal });
    expect(entries.map((e) => [e.status, e.delta])).toEqual([
      [2, 10_000],
      [2, -10_000],
      [1, -20_000],
    ]);
  });
});

describe('gift', () => {
  it('asks for a gift and credits nothing until another admin approves it (requestCommands.test.ts)', async () => {
    const id = await createMember(t.db);
    const res = await ops('gift', await usernameOf(id), '12.5', 'Spring', 'promotion');
    expect(res).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^request \d+: gift of 12.5u to .+; pending until another operator approves it \(gift:approve \d+\)$/),
    });
    expect(await ledger.listEntries(t.db, id, { from: 0, to: Date.now() + 1000 })).toEqual([]);
  });

  it.each([
    [['gift', 'nobody_here', '5', 'x'], 1],
    [['gift', 'someone', '-5', 'x'], 2],
    [['gift', 'someone', '1.234', 'x'], 2],
    [['gift', 'someone', '0', 'x'], 2],
    [['gift', 'someone', '5'], 2],
  ])('refuses %p', async (argv, code) => {
    expect((await ops(...argv)).code).toBe(code);
  });
});

describe('ledger:verify', () => {
  it('passes balanced books and fails (exit 1) when a balance was changed behind the ledger', async () => {
    const clean = await ops('ledger:verify');
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.out).toContain('ledger balanced');
    const id = await createMember(t.db);
    await fund(t.db, id, 1_000);
    await t.db.updateTable('users').set({ money: 900 }).where('id', '=', id).execute();
    const broken = await ops('ledger:verify');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`member ${id}`);
    expect(broken.out).toContain('sum_mismatch');
    expect(broken.err).toContain('NOT balanced');
  });
});
