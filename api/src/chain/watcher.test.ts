// The watcher on a real local chain (anvil, testing/anvil.ts) with the test token: confirmations, restarts, two
// watchers on one database, and a node failing mid-way. Each test deploys a token of its own, so its cursor is fresh.
import { GROUP_MEMBER } from 'shared-contracts';
import { Ledger } from '../ledger';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../db/leader';
import { startAnvil, anvilUnsupported, type Anvil } from '../testing/anvil';
import { buildTestDb } from '../testing/app';
import { deployTestUsdt, mintUsdt, transferUsdt } from '../testing/chain/testUsdt';
import { createMember } from '../testing/ledger';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { DepositAddresses } from '../wallet/deposits/addresses';
import { backfillDepositAddresses } from '../wallet/deposits/addressBook';
import { generateDemoXpub } from '../wallet/deposits/operatorKey';
import { tronToHex20, type Hex20 } from './address';
import { readCursor } from './cursors';
import { ChainUnavailableError, createChainRpc, type ChainRpc } from './rpc';
import { ChainWatcher, type ChainWatcherOptions, type WatcherLog } from './watcher';
import { watchingNow } from './watchState';
import { loadAmlSettings } from '../aml/settings';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain watcher tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's units per u (6 decimals). */
const U = 1_000_000n;
const ledger = new Ledger();

onAnvil('the chain watcher on a real local chain (anvil)', () => {
  let anvil: Anvil;
  let rpc: ChainRpc;
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let addresses: DepositAddresses;
  let funder: Hex20;

  beforeAll(async () => {
    [anvil, t] = await Promise.all([startAnvil(), buildTestDb()]);
    rpc = createChainRpc(anvil.url);
    addresses = new DepositAddresses(generateDemoXpub());
    funder = anvil.accounts[1]!;
  });
  afterAll(async () => {
    await anvil?.stop();
    await t?.close();
  });

  /** A fresh token with 1,000,000 u at the funder. */
  async function freshToken(): Promise<Hex20> {
    const token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 1_000_000n * U);
    return token;
  }

  /** A member and the 20-byte form of their derived deposit address (recorded by the watcher's backfill). */
  async function member(): Promise<{ id: number; address: Hex20 }> {
    const id = await createMember(t.db, GROUP_MEMBER);
    return { id, address: tronToHex20(addresses.addressOf(id)) };
  }

  const silent: WatcherLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

  function watcher(token: Hex20, options: Partial<ChainWatcherOptions> & { confirmations?: number; blockRange?: number } = {}) {
    const { confirmations = 1, blockRange = 100, ...rest } = options;
    return new ChainWatcher({
      db: t.db,
      rpc,
      settings: { usdtContract: token, confirmations, pollMs: 20, blockRange, startBlock: null },
      leader: new SoleLeader(),
      credit: (range) =>
        creditTransferRange(ledger, t.db, range, { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) }),
      prepare: async () => void (await backfillDepositAddresses(t.db, addresses)),
      log: silent,
      ...rest,
    });
  }

  const creditedTo = async (userId: number) =>
    (await t.db.selectFrom('chain_transfers').select('state').where('user_id', '=', userId).where('state', '=', 'credited').execute())
      .length;

  it('stores that it watches (token, start block, heartbeat) while it runs, and that it stopped: hand approvals read it', async () => {
    const token = await freshToken();
    const w = watcher(token);
    w.start();
    try {
      for (let i = 0; i < 100 && (await watchingNow(t.db))?.token !== token; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await watchingNow(t.db)).toMatchObject({ token, startBlock: null });
    } finally {
      await w.stop();
    }
    expect((await watchingNow(t.db))?.token).not.toBe(token);
  });

  it('credits a transfer to a member once it has N confirmations, not before, and once', async () => {
    const token = await freshToken();
    const m = await member();
    const w = watcher(token, { confirmations: 3 });
    await w.poll(); // first start: the cursor at the confirmed head
    const sent = await transferUsdt(anvil.url, token, funder, m.address, 25n * U);
    await w.poll();
    await anvil.mine(1); // 2 confirmations
    await w.poll();
    expect(await ledger.balanceOf(t.db, m.id)).toBe(0);
    expect(await readCursor(t.db, token)).toBe(sent.blockNumber); // never past the confirmed head
    await anvil.mine(1); // 3
    await w.poll();
    expect(await ledger.balanceOf(t.db, m.id)).toBe(2_750); // 25u and its 10% bonus
    await anvil.mine(5);
    await w.poll();
    expect(await ledger.balanceOf(t.db, m.id)).toBe(2_750);
    expect(await creditedTo(m.id)).toBe(1);
  });

  it('a node counting a head it does not hold: no range read past its last block, a transfer mined later credited', async () => {
    const token = await freshToken();
    const m = await member();
    await watcher(token).poll(); // first start: the cursor at the confirmed head
    const ahead: ChainRpc = { ...rpc, blockNumber: async () => (await rpc.blockNumber()) + 40n };
    await expect(watcher(token, { rpc: ahead, blockRange: 5 }).poll()).rejects.toMatchObject({ failure: 'behind' });
    expect(await readCursor(t.db, token)).toBeLessThanOrEqual((await rpc.blockNumber()) + 1n);
    // The blocks the liar counted now come, one of them with a transfer: it is read and credited.
    await transferUsdt(anvil.url, token, funder, m.address, 3n * U);
    await anvil.mine(40);
    await watcher(token).poll();
    expect(await creditedTo(m.id)).toBe(1);
    expect(await ledger.balanceOf(t.db, m.id)).toBe(330);
  });

  it('the first start begins at CHAIN_START_BLOCK when set: an earlier transfer is credited', async () => {
    const token = await freshToken();
    const m = await member();
    const sent = await transferUsdt(anvil.url, token, funder, m.address, 3n * U);
    await anvil.mine(2);
    const w = watcher(token, {
      settings: { usdtContract: token, confirmations: 1, pollMs: 20, blockRange: 100, startBlock: Number(sent.blockNumber) },
    });
    await w.poll();
    expect(await ledger.balanceOf(t.db, m.id)).toBe(330);
  });

  it('a restart mid-way resumes at the cursor: every transfer credited once', async () => {
    const token = await freshToken();
    const m = await member();
    const first = watcher(token, { blockRange: 2 });
    await first.poll();
    for (let i = 1; i <= 5; i++) await transferUsdt(anvil.url, token, funder, m.address, BigInt(i) * U); // a block each
    // The first watcher stops after its first range (the process goes down between two ranges).
    let ranges = 0;
    const stopping = watcher(token, {
      blockRange: 2,
      credit: async (range) => {
        const done = await creditTransferRange(ledger, t.db, range, {
          minDepositAmount: 100,
          timeZone: 'Asia/Taipei',
          aml: loadAmlSettings({}),
        });
        if (++ranges === 1) void stopping.stop();
        return done;
      },
    });
    await stopping.poll();
    expect(ranges).toBe(1);
    const creditedBefore = await creditedTo(m.id);
    expect(creditedBefore).toBeLessThan(5);
    await watcher(token, { blockRange: 2 }).poll(); // the restarted process
    expect(await creditedTo(m.id)).toBe(5);
    expect(await ledger.balanceOf(t.db, m.id)).toBe(15 * 110);
  });

  it('two watchers on one database: each transfer credited once (on PostgreSQL only one leads)', async () => {
    const token = await freshToken();
    const m = await member();
    const leaders: Leadership[] =
      t.dialect === 'postgres'
        ? [0, 1].map(() => new AdvisoryLeader({ ...t.config, databaseUrl: t.config.databaseUrl! }, () => undefined, 'chain-watcher-test'))
        : [new SoleLeader(), new SoleLeader()];
    const [a, b] = leaders.map((leader) => watcher(token, { leader, blockRange: 1 }));
    await a!.poll();
    for (let i = 0; i < 4; i++) await transferUsdt(anvil.url, token, funder, m.address, 10n * U);
    const polls = await Promise.all([a!.poll(), b!.poll(), a!.poll(), b!.poll()]);
    if (t.dialect === 'postgres') expect(polls.filter((p) => p.leading).length).toBe(2); // a's two polls, b never
    expect(await creditedTo(m.id)).toBe(4);
    expect(await ledger.balanceOf(t.db, m.id)).toBe(4 * 1_100);
    await Promise.all([a!.stop(), b!.stop()]);
  });

  it('a node error mid-way: the failed range is read again, nothing skipped; one log line per outage, one on recovery', async () => {
    const token = await freshToken();
    const m = await member();
    await watcher(token).poll();
    for (let i = 0; i < 6; i++) await transferUsdt(anvil.url, token, funder, m.address, 2n * U);
    const asked: Array<[bigint, bigint]> = [];
    let failing = 3; // the second range fails three times
    const flaky: ChainRpc = {
      ...rpc,
      getLogs: async (filter) => {
        asked.push([filter.fromBlock, filter.toBlock]);
        if (asked.length >= 2 && failing > 0) {
          failing--;
          throw new ChainUnavailableError('eth_getLogs', 'http', 'HTTP 502 from the node');
        }
        return rpc.getLogs(filter);
      },
    };
    const lines: string[] = [];
    const log: WatcherLog = { info: (_, msg) => lines.push(msg), warn: (_, msg) => lines.push(msg), error: (_, msg) => lines.push(msg) };
    const w = watcher(token, { rpc: flaky, blockRange: 2, log, maxBackoffMs: 100 });
    w.start();
    for (let waited = 0; (await creditedTo(m.id)) < 6 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await w.stop();
    expect(await creditedTo(m.id)).toBe(6);
    expect(await ledger.balanceOf(t.db, m.id)).toBe(6 * 220);
    // Each range starts where the one before ended, or is the failed one asked again: no block skipped.
    for (let i = 1; i < asked.length; i++) expect([asked[i - 1]![1] + 1n, asked[i - 1]![0]]).toContain(asked[i]![0]);
    expect(asked.slice(1, 5).map(([from]) => from)).toEqual(Array(4).fill(asked[1]![0]));
    expect(lines.filter((l) => l.startsWith('chain node unavailable'))).toHaveLength(1);
    expect(lines.filter((l) => l === 'chain node answers again')).toHaveLength(1);
  });
});
