// The watcher against a misbehaving node (issue 43): anvil behind a proxy (testing/chainProxy.ts) whose logs lag its
// block answers, serving another fork's logs, or down; and anvil's own re-organisations (anvil_reorg), shallow and
// deep, re-mining a transaction at another log index and block and dropping another. Every transfer credited exactly
// once; a credited transfer the new chain does not hold is flagged, its credit kept.
import { GROUP_MEMBER } from 'shared-contracts';
import { z } from 'zod';
import { loadAmlSettings } from '../aml/settings';
import { SoleLeader } from '../db/leader';
import { ENTRY_TYPE } from '../domain/ledger';
import { Ledger } from '../ledger';
import { runOps } from '../ops/run';
import { asOperator } from '../testing/ops';
import { anvilUnsupported, startAnvil, type Anvil } from '../testing/anvil';
import { buildTestDb } from '../testing/app';
import { startChainProxy, type ChainProxy } from '../testing/chainProxy';
import { addressWord, deployTestUsdt, mintUsdt, selector, transferUsdt, uintWord } from '../testing/chain/testUsdt';
import { createMember } from '../testing/ledger';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { normalizeHex20, type Hex20 } from './address';
import type { VanishedTransfer } from './blocks';
import { readCursor } from './cursors';
import { createChainRpc, jsonRpcCall, rpcSchemas, type ChainRpc } from './rpc';
import type { Transfer } from './transfers';
import { ChainWatcher, type ChainWatcherOptions, type WatcherLog } from './watcher';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain watcher fault tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's units per u (6 decimals). */
const U = 1_000_000n;
const ledger = new Ledger();
const rules = { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) };
const silent: WatcherLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onAnvil('the chain watcher against a lagging, re-organising or dead node (anvil behind a proxy)', () => {
  let anvil: Anvil;
  let proxy: ChainProxy;
  let rpc: ChainRpc;
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let funder: Hex20;
  let n = 0;

  beforeAll(async () => {
    [anvil, t] = await Promise.all([startAnvil(), buildTestDb()]);
    proxy = await startChainProxy(anvil.url);
    rpc = createChainRpc(proxy.url, { timeoutMs: 2_000 });
    funder = anvil.accounts[1]!;
  });
  afterAll(async () => {
    await proxy?.close();
    await anvil?.stop();
    await t?.close();
  });
  afterEach(() => {
    proxy.logsBehind = 0;
    proxy.alterLogs = null;
  });

  async function freshToken(): Promise<Hex20> {
    const token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 1_000_000n * U);
    return token;
  }

  /** A member and a deposit address of their own (recorded as the watcher's backfill would). */
  async function member(): Promise<{ id: number; address: Hex20 }> {
    const id = await createMember(t.db, GROUP_MEMBER);
    const address = normalizeHex20(`0x${(0xd000_0000 + ++n).toString(16).padStart(40, '0')}`);
    await t.db.insertInto('deposit_addresses').values({ address, user_id: id }).execute();
    return { id, address };
  }

  function watcher(
    token: Hex20,
    options: Partial<ChainWatcherOptions> & { confirmations?: number; blockRange?: number; rereadBlocks?: number },
  ) {
    const { confirmations = 2, blockRange = 100, rereadBlocks = 20, ...rest } = options;
    return new ChainWatcher({
      db: t.db,
      rpc,
      settings: { usdtContract: token, confirmations, pollMs: 100, blockRange, startBlock: null, rereadBlocks },
      leader: new SoleLeader(),
      credit: (range) => creditTransferRange(ledger, t.db, range, rules),
      log: silent,
      ...rest,
    });
  }

  const rows = (userId: number) =>
    t.db.selectFrom('chain_transfers').selectAll().where('user_id', '=', userId).orderBy('tx_hash').orderBy('ordinal').execute();
  const credits = async (userId: number) =>
    (
      await t.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', ENTRY_TYPE.deposit)
        .where('delta', '>', 0)
        .execute()
    ).length;
  /** `ops chain:status` through the proxy, on `token`. */
  async function chainStatus(token: Hex20): Promise<string> {
    const out: string[] = [];
    const config = { ...t.config, chain: { ...t.config.chain, usdtContract: token, confirmations: 2, jsonRpcUrl: proxy.url } };
    await runOps(await asOperator(t, ['chain:status']), { out: (l) => out.push(l), err: (l) => out.push(l) }, { connection: t, config });
    return out.join('\n');
  }
  const rawOf = (hash: string) => jsonRpcCall(anvil.url, 'eth_getRawTransactionByHash', [hash], rpcSchemas.hexData);
  const head = () => createChainRpc(anvil.url).blockNumber();
  /** anvil_reorg: the last `depth` blocks replaced by as many new ones holding `txs` (raw or a request, at a block offset). */
  const reorg = (depth: number, txs: Array<[unknown, number]>) => jsonRpcCall(anvil.url, 'anvil_reorg', [depth, txs], z.unknown());
  const mintCall = (token: Hex20, to: Hex20) => ({
    from: anvil.accounts[0]!,
    to: token,
    data: `0x${selector('mint(address,uint256)')}${addressWord(to)}${uintWord(1n)}`,
  });

  it('logs lagging behind the block answers by more than the confirmations: the transfer left out is read again and credited once', async () => {
    const token = await freshToken();
    const m = await member();
    const w = watcher(token, {});
    await w.poll();
    proxy.logsBehind = 6; // the logs backend 6 blocks behind, confirmations 2: a confirmed block's logs come back empty
    await transferUsdt(anvil.url, token, funder, m.address, 4n * U);
    await anvil.mine(2);
    await w.poll();
    expect(await credits(m.id)).toBe(0); // not there yet in the logs, and the cursor passed it
    await anvil.mine(25); // the logs backend holds it now, and the cursor is 20 blocks past it: read a second time
    const polled = await w.poll();
    expect(polled.reread).toBe(1);
    await anvil.mine(25);
    await w.poll();
    await w.poll();
    expect(await credits(m.id)).toBe(1);
    expect(await ledger.balanceOf(t.db, m.id)).toBe(440);
  });

  it("logs carrying another fork's block hashes are not believed: the range is read again, the cursor not moved past it", async () => {
    const token = await freshToken();
    const m = await member();
    const w = watcher(token, {});
    await w.poll();
    const cursor = await readCursor(t.db, token);
    await transferUsdt(anvil.url, token, funder, m.address, 2n * U);
    await anvil.mine(2);
    proxy.alterLogs = (logs) => logs.map((log) => ({ ...log, blockHash: `0x${'ee'.repeat(32)}` }));
    await expect(w.poll()).rejects.toMatchObject({ failure: 'stale' });
    expect(await readCursor(t.db, token)).toBe(cursor);
    expect(await credits(m.id)).toBe(0);
    proxy.alterLogs = null;
    await w.poll();
    expect(await credits(m.id)).toBe(1);
  });

  it('a shallow re-organisation: a transfer re-mined at another log index credited once; one dropped flagged, its credit kept', async () => {
    const token = await freshToken();
    const [kept, dropped, stranger] = [await member(), await member(), await member()];
    const vanished: VanishedTransfer[] = [];
    const w = watcher(token, { onVanished: async (gone) => void vanished.push(...gone) });
    await w.poll();
    const first = await transferUsdt(anvil.url, token, funder, kept.address, 5n * U);
    await transferUsdt(anvil.url, token, funder, dropped.address, 7n * U);
    await anvil.mine(2);
    await w.poll();
    expect([await credits(kept.id), await credits(dropped.id)]).toEqual([1, 1]);
    const before = await rows(kept.id);
    // The four newest blocks replaced: a mint first, then the first transfer again (log index 1, not 0); the second gone.
    await reorg(Number((await head()) - first.blockNumber + 1n), [
      [mintCall(token, stranger.address), 0],
      [await rawOf(first.transactionHash), 0],
    ]);
    await anvil.mine(2);
    expect(await chainStatus(token)).toMatch(/lag: UNPROVEN: the node's block \d+ is not the one the watcher read/);
    const polled = await w.poll();
    const after = await rows(kept.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.block_hash).not.toBe(before[0]!.block_hash);
    expect(after[0]!.vanished_at).toBeNull();
    expect(await credits(kept.id)).toBe(1);
    expect(await ledger.balanceOf(t.db, kept.id)).toBe(550);
    expect(polled.vanished.map((v) => v.userId)).toEqual([dropped.id]);
    expect(vanished.map((v) => v.txHash)).toEqual([(await rows(dropped.id))[0]!.tx_hash]);
    expect((await rows(dropped.id))[0]!.vanished_at).not.toBeNull();
    expect(await ledger.balanceOf(t.db, dropped.id)).toBe(770); // never reversed by itself
    const status = await chainStatus(token);
    expect(status).toMatch(/lag: 0 block\(s\)/);
    expect(status).toContain(`FLAGGED: transfer ${vanished[0]!.txHash}#${vanished[0]!.logIndex} to member #${dropped.id} (credited`);
    await anvil.mine(3);
    expect((await w.poll()).vanished).toEqual([]); // flagged once
  });

  it('a deep re-organisation across many ranges: transfers re-mined at other blocks credited once, the watcher walks back to the fork', async () => {
    const token = await freshToken();
    const [a, b, c] = [await member(), await member(), await member()];
    const w = watcher(token, { blockRange: 4 });
    await w.poll();
    const fork = await head();
    const sentA = await transferUsdt(anvil.url, token, funder, a.address, 1n * U);
    await anvil.mine(15);
    const sentB = await transferUsdt(anvil.url, token, funder, b.address, 2n * U);
    await anvil.mine(15);
    const sentC = await transferUsdt(anvil.url, token, funder, c.address, 3n * U);
    await anvil.mine(5);
    await w.poll();
    expect([await credits(a.id), await credits(b.id), await credits(c.id)]).toEqual([1, 1, 1]);
    // Every block since the fork replaced (38 deep): the three transfers mined again, at other heights.
    const depth = Number((await head()) - fork);
    await reorg(depth, [
      [await rawOf(sentA.transactionHash), 3],
      [await rawOf(sentB.transactionHash), 4],
      [await rawOf(sentC.transactionHash), 20],
    ]);
    await anvil.mine(3);
    const polled = await w.poll();
    expect(polled.vanished).toEqual([]);
    expect(polled.blocks).toBeGreaterThanOrEqual(depth);
    for (const [who, amount] of [
      [a, 110],
      [b, 220],
      [c, 330],
    ] as const) {
      expect(await credits(who.id)).toBe(1);
      expect(await ledger.balanceOf(t.db, who.id)).toBe(amount);
      const [row] = await rows(who.id);
      expect(row!.orphaned_at).toBeNull();
      expect(BigInt(row!.block_number)).toBeLessThanOrEqual(fork + 21n);
    }
  });

  it('the daily re-read: a transfer every earlier read missed credited once; a credit whose block the node no longer holds flagged', async () => {
    const token = await freshToken();
    const [missed, removed] = [await member(), await member()];
    const other = anvil.accounts[2]!; // a sender of its own: its transfer dropped leaves the funder's nonces whole
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, other, 10n * U);
    const w = watcher(token, { rereadBlocks: 0 });
    await w.poll();
    const from = (await readCursor(t.db, token))!;
    await transferUsdt(anvil.url, token, other, removed.address, 2n * U);
    await anvil.mine(2);
    await w.poll();
    proxy.logsBehind = 50; // the logs backend far behind: the watcher reads empty logs past the transfer
    const sent = await transferUsdt(anvil.url, token, funder, missed.address, 9n * U);
    await anvil.mine(3);
    await w.poll();
    expect(await credits(missed.id)).toBe(0);
    proxy.logsBehind = 0;
    // The block of the credited transfer replaced by one without it (the missed one mined again), before the watcher
    // polls: the day's re-read reads the new chain.
    await reorg(Number((await head()) - sent.blockNumber + 4n), [[await rawOf(sent.transactionHash), 3]]);
    const checked = await w.recheck(from, [missed.address, removed.address]);
    expect(checked.recorded).toBe(1);
    expect(await credits(missed.id)).toBe(1);
    expect(checked.vanished.map((v) => v.userId)).toEqual([removed.id]);
    expect(await w.recheck(from, [missed.address, removed.address])).toEqual({ recorded: 0, vanished: [] });
    expect(await ledger.balanceOf(t.db, missed.id)).toBe(990);
  });

  it('two equal transfers in one transaction are two credits; the same range read again credits neither again', async () => {
    const token = await freshToken();
    const m = await member();
    const transfer = (logIndex: number): Transfer => ({
      token,
      txHash: `0x${'4e'.repeat(32)}`,
      logIndex,
      blockNumber: 900_000n,
      from: funder,
      to: m.address,
      rawAmount: 3n * U,
      blockHash: `0x${'b1'.repeat(32)}`,
    });
    await t.db.insertInto('chain_cursors').values({ token, next_block: 900_000 }).execute();
    const range = { token, fromBlock: 900_000n, toBlock: 900_000n, transfers: [transfer(0), transfer(1)] };
    expect((await creditTransferRange(ledger, t.db, range, rules))!.credits).toHaveLength(2);
    const again = await creditTransferRange(ledger, t.db, { ...range, reread: { cursor: 900_001n } }, rules);
    expect(again).toMatchObject({ recorded: 0, duplicates: 2, credits: [] });
    expect(await ledger.balanceOf(t.db, m.id)).toBe(2 * 330);
  });

  it('the node killed mid-way: polled at once when it answers again; one line at the outage, one at recovery', async () => {
    const token = await freshToken();
    const m = await member();
    const lines: string[] = [];
    const log: WatcherLog = { info: (_, msg) => lines.push(msg), warn: (_, msg) => lines.push(msg), error: (_, msg) => lines.push(msg) };
    const w = watcher(token, { log });
    await w.poll();
    await proxy.down();
    w.start();
    await transferUsdt(anvil.url, token, funder, m.address, 6n * U);
    await anvil.mine(2);
    await sleep(4_000); // backed off past 3 s by now (100 ms doubled per failure)
    await proxy.up();
    const upAt = Date.now();
    while ((await credits(m.id)) === 0 && Date.now() - upAt < 10_000) await sleep(20);
    const creditedAfterMs = Date.now() - upAt;
    await w.stop();
    expect(await credits(m.id)).toBe(1);
    expect(creditedAfterMs).toBeLessThan(1_000);
    expect(lines.filter((l) => l.startsWith('chain node unavailable'))).toHaveLength(1);
    expect(lines.filter((l) => l === 'chain node answers again')).toHaveLength(1);
  });
});
