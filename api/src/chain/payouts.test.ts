// Payouts confirmed on a real local chain (anvil, testing/anvil.ts) with the test token: a withdrawal approved, then
// the operator's transfer recorded (markPaid), then checked by the watcher's payout hook: confirmed after N
// confirmations and not before; the wrong amount or address, a stranger's transfer, one mined before the approval or
// a payout to a deposit address flagged; a hash that never confirms flagged after the timeout; a reverted one failed.
import { z } from 'zod';
import { GROUP_MEMBER } from 'shared-contracts';
import { withdrawalHold } from '../domain/ledger';
import { Ledger } from '../ledger';
import { SoleLeader } from '../db/leader';
import { startAnvil, anvilUnsupported, type Anvil } from '../testing/anvil';
import { buildTestDb } from '../testing/app';
import { addressWord, deployTestUsdt, mintUsdt, selector, transferUsdt, uintWord } from '../testing/chain/testUsdt';
import { createMember, fund, postAlone } from '../testing/ledger';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { DepositAddresses } from '../wallet/deposits/addresses';
import { generateDemoXpub } from '../wallet/deposits/operatorKey';
import { approveWithdrawalIn, markPaid } from '../wallet/withdrawals/markPaid';
import { checkPayouts } from '../wallet/withdrawals/payouts';
import { tronToHex20, type Hex20 } from './address';
import { createChainRpc, jsonRpcCall, rpcSchemas, type ChainRpc } from './rpc';
import { ChainWatcher, type WatcherLog } from './watcher';
import { loadAmlSettings } from '../aml/settings';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the payout tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's units per u (6 decimals); 10,000 per minor unit. */
const U = 1_000_000n;
const ledger = new Ledger();
const TIMEOUT_MINUTES = 60;

onAnvil('payouts confirmed on a real local chain (anvil)', () => {
  let anvil: Anvil;
  let rpc: ChainRpc;
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let token: Hex20;
  /** The operator's payout wallet (CHAIN_PAYOUT_ADDRESSES). */
  let operator: Hex20;
  /** Holds the token too, and is no payout wallet. */
  let stranger: Hex20;
  const addresses = new DepositAddresses(generateDemoXpub());
  /** The payout check's clock. */
  let now = Date.now();

  beforeAll(async () => {
    [anvil, t] = await Promise.all([startAnvil(), buildTestDb()]);
    rpc = createChainRpc(anvil.url);
    operator = anvil.accounts[1]!;
    stranger = anvil.accounts[4]!;
    token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, operator, 1_000_000n * U);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, stranger, 1_000_000n * U);
  });
  afterAll(async () => {
    await anvil?.stop();
    await t?.close();
  });

  const cashier = { actor: 'operator:ann', address: 'cli' };
  /** When the chain's newest block was mined (ms): a transfer sent after it is mined no earlier. */
  const headTime = async () => (await rpc.blockTime(await rpc.blockNumber()))!;

  /**
   * A member's withdrawal of `amount` minor units to a bound TRON address (not recorded as a deposit address), held
   * as withdrawAction does and approved at `approvedAt` (default: the head's time, so a transfer sent next is after it).
   */
  async function withdrawal(amount: number, approvedAt?: number): Promise<{ entryId: number; userId: number; to: Hex20 }> {
    const userId = await createMember(t.db, GROUP_MEMBER);
    await fund(t.db, userId, amount);
    const bound = addresses.addressOf(userId);
    const hold = await postAlone(t.db, withdrawalHold(userId, amount, `usdt:${bound}`));
    const at = approvedAt ?? (await headTime());
    await t.db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, hold.id, cashier, at));
    return { entryId: hold.id, userId, to: tronToHex20(bound) };
  }

  /** Records the payout as the cashier who sent it, at the check's clock. */
  const approve = (entryId: number, txHash: `0x${string}`) =>
    t.db.transaction().execute((trx) => markPaid({ now: () => now }, trx, { id: entryId, tx: txHash }, cashier));

  function watcher(confirmations: number, log: WatcherLog = silent) {
    return new ChainWatcher({
      db: t.db,
      rpc,
      settings: { usdtContract: token, confirmations, pollMs: 20, blockRange: 100, startBlock: null },
      leader: new SoleLeader(),
      credit: (range) =>
        creditTransferRange(ledger, t.db, range, { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) }),
      payouts: (chain) => checkPayouts(t.db, chain, { token, timeoutMinutes: TIMEOUT_MINUTES, senders: [operator] }, now),
      log,
    });
  }

  const silent: WatcherLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const payout = (entryId: number) =>
    t.db.selectFrom('chain_payouts').selectAll().where('entry_id', '=', entryId).executeTakeFirstOrThrow();

  it('confirms a payout of exactly the amount to the bound address once N blocks are on it, not before, writing no entry', async () => {
    const w = await withdrawal(12_345); // 123.45u
    const sent = await transferUsdt(anvil.url, token, operator, w.to, 123_450_000n);
    await approve(w.entryId, sent.transactionHash);
    const entriesBefore = await t.db.selectFrom('ledger_entries').select('id').where('user_id', '=', w.userId).execute();
    const watch = watcher(3);
    expect((await watch.poll()).payouts).toEqual([]); // 1 confirmation
    await anvil.mine(1);
    await watch.poll(); // 2
    expect(await payout(w.entryId)).toMatchObject({ state: 'pending', checked_at: null });
    await anvil.mine(1);
    const { payouts } = await watch.poll(); // 3
    expect(payouts).toEqual([
      { entryId: w.entryId, userId: w.userId, txHash: sent.transactionHash, from: 'pending', to: 'confirmed', found: null },
    ]);
    expect(await payout(w.entryId)).toMatchObject({ state: 'confirmed', found: null, block_number: Number(sent.blockNumber) });
    await anvil.mine(2);
    expect((await watch.poll()).payouts).toEqual([]); // confirmed is final: not checked again
    expect(await ledger.balanceOf(t.db, w.userId)).toBe(0);
    expect(await t.db.selectFrom('ledger_entries').select('id').where('user_id', '=', w.userId).execute()).toEqual(entriesBefore);
  });

  it('flags a payout of another amount as mismatch with what was found, warning once naming the withdrawal', async () => {
    const w = await withdrawal(10_000); // 100u owed
    const sent = await transferUsdt(anvil.url, token, operator, w.to, 99_990_000n); // 99.99u
    await approve(w.entryId, sent.transactionHash);
    const warnings: string[] = [];
    const watch = watcher(1, { ...silent, warn: (_, msg) => warnings.push(msg) });
    await watch.poll();
    await watch.poll();
    expect(await payout(w.entryId)).toMatchObject({ state: 'mismatch', found: `99990000 raw to ${w.to}` });
    expect(warnings).toEqual([`chain watcher: payout of withdrawal ${w.entryId} flagged mismatch`]);
  });

  it('flags a payout of the amount to another address as mismatch', async () => {
    const w = await withdrawal(5_000);
    const elsewhere = anvil.accounts[2]!;
    const sent = await transferUsdt(anvil.url, token, operator, elsewhere, 50n * U);
    await approve(w.entryId, sent.transactionHash);
    await watcher(1).poll();
    expect(await payout(w.entryId)).toMatchObject({ state: 'mismatch', found: `50000000 raw to ${elsewhere}` });
  });

  it('flags a hash with no receipt unconfirmed after the timeout, keeps checking it, and confirms it when it is mined', async () => {
    const w = await withdrawal(2_000);
    await jsonRpcCall(anvil.url, 'evm_setAutomine', [false], z.unknown());
    try {
      const data = `0x${selector('transfer(address,uint256)')}${addressWord(w.to)}${uintWord(20n * U)}`;
      const hash = await jsonRpcCall(anvil.url, 'eth_sendTransaction', [{ from: operator, to: token, data }], rpcSchemas.hash32);
      const recordedAt = now;
      await approve(w.entryId, hash);
      const warnings: string[] = [];
      const watch = watcher(2, { ...silent, warn: (_, msg) => warnings.push(msg) });
      now = recordedAt + TIMEOUT_MINUTES * 60_000 - 1;
      await watch.poll();
      expect((await payout(w.entryId)).state).toBe('pending');
      now = recordedAt + TIMEOUT_MINUTES * 60_000;
      await watch.poll();
      await watch.poll();
      expect(await payout(w.entryId)).toMatchObject({ state: 'unconfirmed', found: expect.stringContaining('no receipt') });
      expect(warnings).toEqual([`chain watcher: payout of withdrawal ${w.entryId} flagged unconfirmed`]);
      await anvil.mine(1); // mined at last
      await watch.poll();
      expect((await payout(w.entryId)).state).toBe('unconfirmed'); // 1 confirmation of 2
      await anvil.mine(1);
      await watch.poll();
      expect((await payout(w.entryId)).state).toBe('confirmed');
    } finally {
      await jsonRpcCall(anvil.url, 'evm_setAutomine', [true], z.unknown());
      now = Date.now();
    }
  });

  it('marks a reverted payout failed', async () => {
    const w = await withdrawal(3_000);
    const poor = anvil.accounts[3]!; // holds no token: its transfer reverts
    const data = `0x${selector('transfer(address,uint256)')}${addressWord(w.to)}${uintWord(30n * U)}`;
    // An explicit gas limit: the node mines it without estimating (which would refuse a reverting call).
    const hash = await jsonRpcCall(anvil.url, 'eth_sendTransaction', [{ from: poor, to: token, data, gas: '0x30000' }], rpcSchemas.hash32);
    await approve(w.entryId, hash);
    await watcher(1).poll();
    expect(await payout(w.entryId)).toMatchObject({ state: 'failed', found: 'the transaction reverted' });
  });

  it("flags a stranger's transfer of exactly the amount to the bound address: no payout address of the operator sent it", async () => {
    const w = await withdrawal(4_000);
    const sent = await transferUsdt(anvil.url, token, stranger, w.to, 40n * U);
    await approve(w.entryId, sent.transactionHash);
    await watcher(1).poll();
    expect(await payout(w.entryId)).toMatchObject({
      state: 'mismatch',
      found: `40000000 raw to ${w.to} sent by ${stranger}, which is no payout address of the operator`,
    });
  });

  it("flags a transfer mined before the withdrawal was approved: a stranger's, or the operator's own earlier one", async () => {
    for (const from of [stranger, operator]) {
      const userId = await createMember(t.db, GROUP_MEMBER);
      const to = tronToHex20(addresses.addressOf(userId));
      const earlier = await transferUsdt(anvil.url, token, from, to, 60n * U);
      const minedAt = (await rpc.blockTime(earlier.blockNumber))!;
      const approvedAt = minedAt + 1_000;
      await fund(t.db, userId, 6_000);
      const hold = await postAlone(t.db, withdrawalHold(userId, 6_000, `usdt:${addresses.addressOf(userId)}`));
      await t.db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, hold.id, cashier, approvedAt));
      await approve(hold.id, earlier.transactionHash);
      await watcher(1).poll();
      expect(await payout(hold.id)).toMatchObject({
        state: 'mismatch',
        found: `mined at ${new Date(minedAt).toISOString()}, before the withdrawal was approved at ${new Date(approvedAt).toISOString()}`,
      });
    }
  });

  it("flags a payout to a member's deposit address (it would come back as a deposit), whoever bound it", async () => {
    const w = await withdrawal(7_000);
    // Bound before deposit addresses were refused, or shown to a member since: the chain watcher credits it.
    await t.db.insertInto('deposit_addresses').values({ address: w.to, user_id: w.userId }).execute();
    const sent = await transferUsdt(anvil.url, token, operator, w.to, 70n * U);
    await approve(w.entryId, sent.transactionHash);
    await watcher(1).poll();
    expect(await payout(w.entryId)).toMatchObject({
      state: 'mismatch',
      found: `sent to ${w.to}, a member's deposit address: it comes back as a deposit`,
    });
  });
});
