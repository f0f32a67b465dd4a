// Every transfer credited once, whoever credits it, and four eyes on a deposit approved by hand (issue 38).
import { randomBytes } from 'node:crypto';
import { hex20ToTron, type Hex20 } from '../../chain/address';
import { startCursor } from '../../chain/cursors';
import { anvilUnsupported, startAnvil, type Anvil } from '../../testing/anvil';
import { deployTestUsdt, mintUsdt, transferUsdt } from '../../testing/chain/testUsdt';
import type { Transfer } from '../../chain/transfers';
import { depositRequest } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import { decideAs } from '../../operators/cashier';
import { buildTestApp, type TestApp } from '../../testing/app';
import { createMember, postAlone } from '../../testing/ledger';
import { ensureOperator, runOpsCommand } from '../../testing/ops';
import { creditTransferRange } from './chainDeposits';
import { rememberDepositAddress } from './addressBook';
import { keepOpenDeposit } from './openDeposits';
import { loadAmlSettings } from '../../aml/settings';

let f: TestApp;
beforeAll(async () => {
  f = await buildTestApp();
});
afterAll(() => f.close());

const db = () => f.app.db;
const ops = (...argv: string[]) => runOpsCommand({ db: db(), dialect: f.app.dialect }, f.config, argv);
const hex20 = (): Hex20 => `0x${randomBytes(20).toString('hex')}`;
/** A transaction id in TRON's form (64 hex, no 0x), as TronScan shows it. */
const tronTx = () => randomBytes(32).toString('hex');
const balanceOf = (userId: number) => f.app.ledger.balanceOf(db(), userId);
/** A console session's actor (its address the browser's). */
const actor = (name: string) => ({ actor: `operator:${name}`, address: '127.0.0.1' });

async function memberWithRequest(amount: number): Promise<{ userId: number; address: Hex20; requestId: number }> {
  const userId = await createMember(db());
  const address = hex20();
  await rememberDepositAddress(db(), userId, hex20ToTron(address));
  const request = await postAlone(db(), depositRequest(userId, amount, hex20ToTron(address)));
  return { userId, address, requestId: request.id };
}

/** The watcher switched on with CHAIN_START_BLOCK at the transfer's block: its first range holds it. */
async function watcherReads(transfer: Transfer) {
  await startCursor(db(), transfer.token, transfer.blockNumber);
  return creditTransferRange(
    f.app.ledger,
    db(),
    { token: transfer.token, fromBlock: transfer.blockNumber, toBlock: transfer.blockNumber, transfers: [transfer] },
    { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) },
  );
}

const transferOf = (tx: string, to: Hex20, units: bigint): Transfer => ({
  token: hex20(),
  txHash: `0x${tx.replace(/^0x/, '')}`,
  logIndex: 3,
  blockNumber: 50n,
  from: hex20(),
  to,
  rawAmount: units * 1_000_000n,
});

describe('one transfer, one credit, whichever path comes first', () => {
  it('a switch-on with an early start block credits nothing a cashier approved by hand with its hash', async () => {
    const { userId, address, requestId } = await memberWithRequest(30_000);
    const tx = tronTx();
    expect(await ops('deposit:approve', String(requestId), '--tx', tx)).toMatchObject({ code: 0 });
    expect(await balanceOf(userId)).toBe(33_000);
    const read = await watcherReads(transferOf(tx, address, 300n));
    expect(read).toMatchObject({ recorded: 1, credits: [] });
    expect(await balanceOf(userId)).toBe(33_000);
    const row = await db()
      .selectFrom('chain_transfers')
      .select(['state', 'entry_id'])
      .where('tx_hash', '=', `0x${tx}`)
      .executeTakeFirstOrThrow();
    expect(row.entry_id).not.toBeNull(); // recorded, pointing at the hand approval's credit
  });

  it('a hand approval naming a transfer the watcher credited is refused (0x form or TRON form)', async () => {
    const { userId, address, requestId } = await memberWithRequest(20_000);
    const tx = tronTx();
    // The transfer is of another amount: the watcher credits it on its own, the request stays open.
    expect((await watcherReads(transferOf(tx, address, 150n)))?.credits).toHaveLength(1);
    const before = await balanceOf(userId);
    for (const named of [tx, `0x${tx.toUpperCase()}`])
      expect(await ops('deposit:approve', String(requestId), '--tx', named)).toMatchObject({
        code: 1,
        err: expect.stringContaining('already credited'),
      });
    expect(await balanceOf(userId)).toBe(before);
  });
});

describe('four eyes on a deposit approved by hand above OPS_SECOND_DEPOSIT_APPROVAL_ABOVE (1,000u)', () => {
  it('the CLI: the first approval moves nothing, the same operator is refused, a second operator credits', async () => {
    const { userId, requestId } = await memberWithRequest(150_000);
    await ensureOperator({ db: db(), dialect: f.app.dialect }, 'cashier-a', 'cashier');
    await ensureOperator({ db: db(), dialect: f.app.dialect }, 'cashier-b', 'cashier');
    const tx = tronTx();
    const first = await ops('deposit:approve', String(requestId), '--tx', tx, '--by', 'cashier-a');
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining('a second operator') });
    expect(await balanceOf(userId)).toBe(0);
    expect(await ops('deposit:approve', String(requestId), '--tx', tx, '--by', 'cashier-a')).toMatchObject({
      code: 1,
      err: expect.stringContaining('second operator'),
    });
    expect(await balanceOf(userId)).toBe(0);
    expect(await ops('deposit:approve', String(requestId), '--tx', tx, '--by', 'cashier-b')).toMatchObject({ code: 0 });
    expect(await balanceOf(userId)).toBe(165_000);
  });

  it('the console: one cashier alone cannot credit it, from any session or the CLI; a hash is required', async () => {
    const { userId, requestId } = await memberWithRequest(200_000);
    await ensureOperator({ db: db(), dialect: f.app.dialect }, 'cashier-c', 'cashier');
    const decide = (name: string, tx?: string) =>
      db()
        .transaction()
        .execute((trx) => decideAs(f.app.deps, trx, { id: requestId, kind: 'deposit', decision: 'approve', tx }, actor(name)));
    const code = (work: Promise<unknown>) =>
      work.then(
        () => 0,
        (error: unknown) => (error instanceof AppError ? error.def.code : -1),
      );
    expect(await code(decide('cashier-c'))).toBe(30070);
    expect(await decide('cashier-c', tronTx())).toBe('awaiting_second');
    expect(await code(decide('cashier-c', tronTx()))).toBe(30072);
    expect(await ops('deposit:approve', String(requestId), '--tx', tronTx(), '--by', 'cashier-c')).toMatchObject({ code: 1 });
    expect(await balanceOf(userId)).toBe(0);
    expect(await decide('ops-second', tronTx())).toBe('approved');
    expect(await balanceOf(userId)).toBe(220_000);
  });
});

const unsupported = anvilUnsupported();
(unsupported ? describe.skip : describe)('a hand approval checked on the chain when this process has a node (anvil)', () => {
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterAll(() => anvil?.stop());

  it('credits only a mined transfer of the token moving that amount to the member; refuses any other', async () => {
    const token = await deployTestUsdt(anvil.url);
    const funder = anvil.accounts[1]!;
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 10_000n * 1_000_000n);
    const config = { ...f.config, chain: { ...f.config.chain, jsonRpcUrl: anvil.url, usdtContract: token } };
    const approve = (requestId: number, tx: string) =>
      runOpsCommand({ db: db(), dialect: f.app.dialect }, config, ['deposit:approve', String(requestId), '--tx', tx]);
    const { userId, address, requestId } = await memberWithRequest(30_000);
    const short = await transferUsdt(anvil.url, token, funder, address, 299n * 1_000_000n);
    const elsewhere = await transferUsdt(anvil.url, token, funder, hex20(), 300n * 1_000_000n);
    for (const tx of [short.transactionHash, elsewhere.transactionHash, tronTx()])
      expect(await approve(requestId, tx)).toMatchObject({ code: 1, err: expect.stringContaining('The chain shows no transfer of 300u') });
    expect(await balanceOf(userId)).toBe(0);
    const paid = await transferUsdt(anvil.url, token, funder, address, 300n * 1_000_000n);
    expect(await approve(requestId, paid.transactionHash.slice(2))).toMatchObject({ code: 0 });
    expect(await balanceOf(userId)).toBe(33_000);
  });

  it('credits an open-amount deposit only with the amount the named transfer moved to the member (issue 42)', async () => {
    const token = await deployTestUsdt(anvil.url);
    const funder = anvil.accounts[1]!;
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 10_000n * 1_000_000n);
    const config = { ...f.config, chain: { ...f.config.chain, jsonRpcUrl: anvil.url, usdtContract: token } };
    const approve = (id: number, tx: string, amount: string) =>
      runOpsCommand({ db: db(), dialect: f.app.dialect }, config, ['deposit:open-approve', String(id), '--tx', tx, '--amount', amount]);
    const userId = await createMember(db());
    const address = hex20();
    await rememberDepositAddress(db(), userId, hex20ToTron(address));
    const open = (await keepOpenDeposit(db(), { userId, address: hex20ToTron(address) }, Date.now()))!;
    const paid = await transferUsdt(anvil.url, token, funder, address, 250n * 1_000_000n);
    expect(await approve(open.id, paid.transactionHash, '300')).toMatchObject({
      code: 1,
      err: expect.stringContaining('The chain shows no transfer of 300u'),
    });
    expect(await balanceOf(userId)).toBe(0);
    expect(await approve(open.id, paid.transactionHash, '250')).toMatchObject({ code: 0 });
    expect(await balanceOf(userId)).toBe(27_500);
  });
});
