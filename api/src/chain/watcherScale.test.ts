// The chain watcher at scale on a real local chain (anvil): 10,000 members' addresses watched; 1,000 transfers in
// one block range credited by one poll; two api processes on one PostgreSQL database, one crediting. Transfers are
// sent as one JSON-RPC batch with anvil's automine off, then mined together.
import { randomBytes } from 'node:crypto';
import { GROUP_MEMBER } from 'shared-contracts';
import { depositBonus, ENTRY_TYPE, SPEC_DEPOSIT_BONUS } from '../domain/ledger';
import { Ledger } from '../ledger';
import { SoleLeader } from '../db/leader';
import { startAnvil, anvilUnsupported, type Anvil } from '../testing/anvil';
import { call, registerMember, startApi, verifyLedger, type ApiProcess } from '../testing/apiProcess';
import { buildTestDb, testDatabaseUrl } from '../testing/app';
import { deployTestUsdt, mineUsdtTransfers, mintUsdt } from '../testing/chain/testUsdt';
import { PgCluster, pgClusterUnsupported } from '../testing/pgCluster';
import { creditTransferRange, type RangeCredited } from '../wallet/deposits/chainDeposits';
import { DepositAddresses } from '../wallet/deposits/addresses';
import { backfillDepositAddresses } from '../wallet/deposits/addressBook';
import { generateDemoXpub } from '../wallet/deposits/operatorKey';
import { normalizeHex20, tronToHex20, type Hex20 } from './address';
import { createChainRpc, type ChainRpc } from './rpc';
import { TRANSFER_TOPIC } from './transfers';
import { ChainWatcher, type WatcherLog } from './watcher';
import { loadAmlSettings } from '../aml/settings';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain watcher scale tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's units per u (6 decimals). */
const U = 1_000_000n;
const MEMBERS = 10_000;
const BURST = 1_000;
/** Rows per insert statement (7 parameters each: inside both databases' limits). */
const INSERT_BATCH = 500;

const silent: WatcherLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Sends `transfers` of `token` from `from` mined into one block; answers that block's number. */
const sendInOneBlock = async (url: string, token: Hex20, from: Hex20, transfers: Array<{ to: Hex20; raw: bigint }>) =>
  (await mineUsdtTransfers(url, token, from, transfers)).last;

/** A 20-byte address nobody holds a key to, and no member's. */
const stranger = (): Hex20 => normalizeHex20(`0x${randomBytes(20).toString('hex')}`);

onAnvil('the chain watcher at scale (anvil)', () => {
  let anvil: Anvil;
  let rpc: ChainRpc;
  let funder: Hex20;

  beforeAll(async () => {
    anvil = await startAnvil();
    rpc = createChainRpc(anvil.url);
    funder = anvil.accounts[1]!;
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  async function freshToken(): Promise<Hex20> {
    const token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 10_000_000n * U);
    return token;
  }

  describe('on one database', () => {
    const ledger = new Ledger();
    let t: Awaited<ReturnType<typeof buildTestDb>>;
    let addresses: DepositAddresses;
    let ids: number[];
    let backfillMs: number;

    /** MEMBERS members written in bulk (as createMember writes one), their ids in order. */
    async function bulkMembers(count: number): Promise<number[]> {
      const prefix = `s${randomBytes(3).toString('hex')}`;
      const made: number[] = [];
      for (let i = 0; i < count; i += INSERT_BATCH) {
        const rows = Array.from({ length: Math.min(INSERT_BATCH, count - i) }, (_, k) => ({
          username: `${prefix}${i + k}`,
          nickname: `${prefix}${i + k}`,
          password_hash: 'not-a-hash',
          group_id: GROUP_MEMBER,
          inviter_id: null,
          security_code_hash: null,
          created_at: Date.now(),
        }));
        const inserted = await t.db.insertInto('users').values(rows).returning('id').execute();
        made.push(...inserted.map((row) => Number(row.id)));
      }
      return made;
    }

    function watcher(token: Hex20, results: RangeCredited[] = []) {
      return new ChainWatcher({
        db: t.db,
        rpc,
        settings: { usdtContract: token, confirmations: 2, pollMs: 20, blockRange: 100, startBlock: null },
        leader: new SoleLeader(),
        credit: async (range) => {
          const done = await creditTransferRange(ledger, t.db, range, {
            minDepositAmount: 100,
            timeZone: 'Asia/Taipei',
            aml: loadAmlSettings({}),
          });
          if (done) results.push(done);
          return done;
        },
        prepare: async () => {
          const started = Date.now();
          await backfillDepositAddresses(t.db, addresses);
          backfillMs = Date.now() - started;
        },
        log: silent,
      });
    }

    const credited = (entryRefs: string[]) =>
      t.db
        .selectFrom('ledger_entries')
        .select(['ref', t.db.fn.countAll<number>().as('n')])
        .where('type', '=', ENTRY_TYPE.deposit)
        .where('ref', 'in', entryRefs)
        .groupBy('ref')
        .execute();

    beforeAll(async () => {
      t = await buildTestDb();
      addresses = new DepositAddresses(generateDemoXpub());
      const started = Date.now();
      ids = await bulkMembers(MEMBERS);
      console.log(`chain scale (${t.dialect}): ${MEMBERS} members written in ${Date.now() - started} ms`);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it(`watches ${MEMBERS.toLocaleString('en')} members' addresses: transfers to a few credited right, to non-members not`, async () => {
      const token = await freshToken();
      const results: RangeCredited[] = [];
      const w = watcher(token, results);
      await w.poll(); // the leader's first poll records every member's address, then starts at the confirmed head
      const recorded = await t.db.selectFrom('deposit_addresses').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(recorded.n)).toBe(MEMBERS);
      const chosen = [0, 1, 2_500, 4_999, 5_000, 7_777, 9_998, 9_999].map((i) => ids[i]!);
      const members = chosen.map((id, k) => ({ id, raw: BigInt(k + 1) * U, to: tronToHex20(addresses.addressOf(id)) }));
      const strangers = Array.from({ length: 8 }, (_, k) => ({ to: stranger(), raw: BigInt(k + 1) * U }));
      await sendInOneBlock(anvil.url, token, funder, [...members, ...strangers]);
      await anvil.mine(1);
      await w.poll();
      for (const m of members) {
        const minor = Number(m.raw / 10_000n);
        expect(await ledger.balanceOf(t.db, m.id)).toBe(minor + depositBonus(minor, SPEC_DEPOSIT_BONUS));
      }
      const rows = await t.db.selectFrom('chain_transfers').select(['to_address', 'user_id', 'state']).execute();
      const strangerSet = new Set(strangers.map((s) => s.to));
      expect(rows.filter((r) => strangerSet.has(r.to_address))).toEqual([]);
      expect(rows.map((r) => Number(r.user_id)).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));
      expect(rows.every((r) => r.state === 'credited')).toBe(true);
      expect(results.reduce((sum, r) => sum + r.others, 0)).toBe(strangers.length + 1); // and the mint, to the funder
      console.log(`chain scale (${t.dialect}): ${MEMBERS} deposit addresses recorded by the watcher's backfill in ${backfillMs} ms`);
    }, 120_000);

    it(`credits ${BURST.toLocaleString('en')} transfers of one block range in one poll, each once, the ledger balanced`, async () => {
      const token = await freshToken();
      const w = watcher(token);
      await w.poll(); // the cursor at the confirmed head
      const members = ids.slice(1_000, 1_000 + BURST).map((id, k) => ({ id, raw: BigInt((k % 10) + 1) * U + 5_000n })); // + half a cent
      const before = new Map<number, number>();
      for (const m of members) before.set(m.id, await ledger.balanceOf(t.db, m.id));
      const block = await sendInOneBlock(
        anvil.url,
        token,
        funder,
        members.map((m) => ({ to: tronToHex20(addresses.addressOf(m.id)), raw: m.raw })),
      );
      const logs = await rpc.getLogs({ address: token, topics: [TRANSFER_TOPIC], fromBlock: block, toBlock: block });
      expect(logs).toHaveLength(BURST); // all in one block
      await anvil.mine(1); // its confirmation
      const started = Date.now();
      const poll = await w.poll();
      const pollMs = Date.now() - started;
      expect(poll.leading).toBe(true);

      const rows = await t.db
        .selectFrom('chain_transfers')
        .select(['tx_hash', 'log_index', 'user_id', 'amount', 'state'])
        .where('block_number', '=', Number(block))
        .execute();
      expect(rows).toHaveLength(BURST);
      expect(rows.every((r) => r.state === 'credited')).toBe(true);
      const refs = rows.map((r) => `tx:${r.tx_hash}#${r.log_index}`);
      const entries = await credited(refs);
      expect(entries).toHaveLength(BURST);
      expect(entries.every((e) => Number(e.n) === 1)).toBe(true);
      for (const m of members) {
        const minor = Number(m.raw / 10_000n); // the half cent floored away
        expect(await ledger.balanceOf(t.db, m.id)).toBe(before.get(m.id)! + minor + depositBonus(minor, SPEC_DEPOSIT_BONUS));
      }
      await anvil.mine(3);
      await w.poll(); // read again past it: nothing more
      expect(await t.db.selectFrom('chain_transfers').select('tx_hash').where('block_number', '=', Number(block)).execute()).toHaveLength(
        BURST,
      );
      const report = await ledger.verifyLedger(t.db);
      expect(report.failures).toEqual([]);
      console.log(`chain scale (${t.dialect}): ${BURST} transfers of one block credited by one poll in ${pollMs} ms`);
    }, 180_000);
  });

  // Two api processes on one SQLite file is not a supported deployment (README "Running several processes": one
  // process owns the file; WORKERS above 1 is refused on SQLite). On PostgreSQL it runs on a throwaway cluster.
  const twoProcesses = (): jest.Describe => {
    if (!testDatabaseUrl()) {
      console.warn(
        'chain scale: two api processes SKIPPED on SQLite: one process owns a SQLite file (README, "Running several processes")',
      );
      return describe.skip;
    }
    const reason = pgClusterUnsupported();
    if (reason) console.warn(`chain scale: two api processes SKIPPED, this machine cannot run a throwaway PostgreSQL: ${reason}`);
    return reason ? describe.skip : describe;
  };

  twoProcesses()('two api processes on one PostgreSQL database', () => {
    let cluster: PgCluster | undefined;
    const apis: ApiProcess[] = [];
    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await cluster?.destroy();
    }, 60_000);

    it('both watch, one credits: each transfer credited exactly once, one process logs as the leader', async () => {
      const token = await freshToken();
      const start = (await rpc.blockNumber()) + 1n;
      cluster = await PgCluster.create({ label: 'chain-two' });
      await cluster.start();
      const env = {
        TRON_JSONRPC_URL: anvil.url,
        TRC20_USDT_CONTRACT: token,
        CHAIN_CONFIRMATIONS: '2',
        CHAIN_POLL_MS: '200',
        CHAIN_START_BLOCK: String(start),
        CHAIN_PAYOUT_ADDRESSES: funder,
        // Both must derive the same addresses (unset, each would make a demo key in its own DATA_DIR).
        DEPOSIT_XPUB: generateDemoXpub(),
      };
      apis.push(await startApi(cluster, { env }));
      apis.push(await startApi(cluster, { env }));
      const [a, b] = apis as [ApiProcess, ApiProcess];
      const members: Array<{ token: string; username: string; address: Hex20 }> = [];
      for (let i = 0; i < 4; i++) {
        const m = await registerMember((i % 2 ? b : a).base);
        const info = await call(a.base, '/api/user/rechargeInfo', {}, { token: m.token });
        members.push({ ...m, address: tronToHex20((info.data as { address: string }).address) });
      }
      const transfers = members.flatMap((m) => Array.from({ length: 10 }, (_, k) => ({ to: m.address, raw: BigInt(k + 1) * U })));
      await sendInOneBlock(anvil.url, token, funder, transfers.slice(0, 20));
      await anvil.mine(1);
      await sendInOneBlock(anvil.url, token, funder, transfers.slice(20));
      await anvil.mine(1);

      const count = async () =>
        Number(
          (await cluster!.query<{ n: string }>("SELECT count(*) AS n FROM chain_transfers WHERE state = 'credited'", [], a.database))[0]!.n,
        );
      for (let waited = 0; (await count()) < transfers.length && waited < 30_000; waited += 200)
        await new Promise((resolve) => setTimeout(resolve, 200));
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a few more polls of both: nothing more
      expect(await count()).toBe(transfers.length);
      const entries = await cluster.query<{ ref: string; n: string }>(
        "SELECT ref, count(*) AS n FROM ledger_entries WHERE type = $1 AND ref LIKE 'tx:%' GROUP BY ref",
        [ENTRY_TYPE.deposit],
        a.database,
      );
      expect(entries).toHaveLength(transfers.length);
      expect(entries.every((e) => Number(e.n) === 1)).toBe(true);
      // 1u + 2u + ... + 10u and their bonuses, in minor units.
      const each = Array.from({ length: 10 }, (_, k) => (k + 1) * 100).reduce(
        (sum, minor) => sum + minor + depositBonus(minor, SPEC_DEPOSIT_BONUS),
        0,
      );
      const balances = await cluster.query<{ money: string }>(
        'SELECT money FROM users WHERE username = ANY($1)',
        [members.map((m) => m.username)],
        a.database,
      );
      expect(balances.map((row) => Number(row.money))).toEqual(Array(members.length).fill(each));
      const leaders = apis.filter((api) => api.lines.some((line) => line.includes('chain watcher: this process watches the chain')));
      expect(leaders).toHaveLength(1);
      expect(await verifyLedger(a)).toBe('clean');
    }, 180_000);
  });
});
