// ops chain:status and chain:deposits on a real local chain (anvil): transfers credited by the watcher, then read
// back by the operator; the watcher off, and the node down (the database's part is still shown).
import { GROUP_MEMBER } from 'shared-contracts';
import { hex20ToTron, tronToHex20, type Hex20 } from '../../chain/address';
import { createChainRpc } from '../../chain/rpc';
import { ChainWatcher } from '../../chain/watcher';
import type { Config } from '../../config';
import { Ledger } from '../../ledger';
import { SoleLeader } from '../../db/leader';
import { anvilUnsupported, startAnvil, type Anvil } from '../../testing/anvil';
import { buildTestDb } from '../../testing/app';
import { deployTestUsdt, mintUsdt, transferUsdt } from '../../testing/chain/testUsdt';
import { createMember } from '../../testing/ledger';
import { freePort } from '../../testing/pgCluster';
import { creditTransferRange } from '../../wallet/deposits/chainDeposits';
import { DepositAddresses } from '../../wallet/deposits/addresses';
import { backfillDepositAddresses } from '../../wallet/deposits/addressBook';
import { generateDemoXpub } from '../../wallet/deposits/operatorKey';
import { runOps } from '../run';
import { asOperator } from '../../testing/ops';
import { loadAmlSettings } from '../../aml/settings';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain ops command tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's units per u (6 decimals). */
const U = 1_000_000n;
const CONFIRMATIONS = 3;
const ledger = new Ledger();

onAnvil('ops chain:status and chain:deposits (anvil)', () => {
  let anvil: Anvil;
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let token: Hex20;
  let alice: { id: number; username: string };
  let bob: { id: number; username: string };
  const sent: Record<string, string> = {};

  async function ops(chain: Partial<Config['chain']>, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const config = { ...t.config, chain: { ...t.config.chain, usdtContract: token, confirmations: CONFIRMATIONS, ...chain } };
    const code = await runOps(await asOperator(t, argv), { out: (l) => out.push(l), err: (l) => err.push(l) }, { connection: t, config });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const on = () => ({ jsonRpcUrl: anvil.url });

  beforeAll(async () => {
    [anvil, t] = await Promise.all([startAnvil(), buildTestDb()]);
    const addresses = new DepositAddresses(generateDemoXpub());
    const funder = anvil.accounts[1]!;
    token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 1_000n * U);
    const member = async () => {
      const id = await createMember(t.db, GROUP_MEMBER);
      const { username } = await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
      return { id, username, address: tronToHex20(addresses.addressOf(id)) };
    };
    const [a, b] = [await member(), await member()];
    [alice, bob] = [a, b];
    const watcher = new ChainWatcher({
      db: t.db,
      rpc: createChainRpc(anvil.url),
      settings: { usdtContract: token, confirmations: CONFIRMATIONS, pollMs: 20, blockRange: 100, startBlock: 0 },
      leader: new SoleLeader(),
      credit: (range) =>
        creditTransferRange(ledger, t.db, range, { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) }),
      prepare: async () => void (await backfillDepositAddresses(t.db, addresses)),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    sent.whole = (await transferUsdt(anvil.url, token, funder, a.address, 25n * U)).transactionHash;
    sent.fraction = (await transferUsdt(anvil.url, token, funder, b.address, 1_234_567n)).transactionHash; // 1.234567u
    sent.small = (await transferUsdt(anvil.url, token, funder, a.address, U / 2n)).transactionHash; // below the 1u minimum
    await transferUsdt(anvil.url, token, funder, anvil.accounts[2]!, 7n * U); // to no member
    await anvil.mine(CONFIRMATIONS - 1);
    await watcher.poll();
    await watcher.stop();
  });
  afterAll(async () => {
    await anvil?.stop();
    await t?.close();
  });

  it('chain:status: token, cursor, head and confirmed head, lag in blocks and seconds, last credit, counts by state', async () => {
    await anvil.mine(5); // five blocks confirmed and not yet read
    const head = await createChainRpc(anvil.url).blockNumber();
    const res = await ops(on(), 'chain:status');
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain(`watcher: on, node 127.0.0.1:${anvil.port}`);
    expect(res.out).toContain(`token: ${hex20ToTron(token)} (${token})`);
    const cursor = head - 5n - BigInt(CONFIRMATIONS) + 2n;
    expect(res.out).toContain(`cursor: next block to read ${cursor}`);
    expect(res.out).toContain(`node: head ${head}, confirmed head ${head - BigInt(CONFIRMATIONS) + 1n}`);
    expect(res.out).toContain(
      `lag: 5 block(s) (~15 s at 3 s a block) confirmed and not yet read; 7 block(s) (~21 s at 3 s a block) behind the head`,
    );
    expect(res.out).toContain(`proof: the node holds block ${cursor - 1n} as read`);
    expect(res.out).toMatch(new RegExp(`last credit: \\S+Z ${bob.username} 1\\.23u \\(raw 1234567\\) tx ${sent.fraction}#0 block \\d+`));
    expect(res.out).toContain('transfers recorded: credited 2, below_minimum 1, above_maximum 0');
    expect(res.out).toContain("transfers to no member's address: not recorded");
  });

  it('chain:status with the node down says so and still shows the database part', async () => {
    const res = await ops({ jsonRpcUrl: `http://127.0.0.1:${await freePort()}` }, 'chain:status');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/node: UNAVAILABLE \(.*127\.0\.0\.1.*\); the database's part follows/);
    expect(res.out).toContain('cursor: next block to read');
    expect(res.out).toContain('transfers recorded: credited 2, below_minimum 1, above_maximum 0');
    // A provider's key in the URL is never printed, even where fetch quotes the URL in its error.
    const keyed = await ops({ jsonRpcUrl: `http://user:secret@127.0.0.1:${await freePort()}/jsonrpc?apikey=secret` }, 'chain:status');
    expect(keyed.out).toContain('node: UNAVAILABLE');
    expect(keyed.out).not.toContain('secret');
  });

  it('chain:status with the watcher off says so, and asks no node', async () => {
    const res = await ops({ jsonRpcUrl: null }, 'chain:status');
    expect(res.code).toBe(0);
    expect(res.out).toContain('watcher: OFF (TRON_JSONRPC_URL is unset)');
    expect(res.out).not.toContain('node:');
    expect(res.out).toContain('last credit: ');
    expect((await ops({ jsonRpcUrl: null }, 'chain:status', 'extra')).code).toBe(2);
  });

  it('chain:deposits: newest first with member, amount (raw when a fraction of a cent), state, tx#log, block, time', async () => {
    const res = await ops(on(), 'chain:deposits');
    expect(res).toMatchObject({ code: 0, err: '' });
    const lines = res.out.split('\n');
    expect(lines[0]).toBe('username\tamount\tstate\ttx#log\tblock\trecorded');
    expect(lines.slice(1, 4).map((l) => l.split('\t').slice(0, 4))).toEqual([
      [alice.username, '0.5u', 'below_minimum', `${sent.small}#0`],
      [bob.username, '1.23u (raw 1234567)', 'credited', `${sent.fraction}#0`],
      [alice.username, '25u', 'credited', `${sent.whole}#0`],
    ]);
    expect(lines[1]).toMatch(/\t\d+\t\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(lines[4]).toBe('3 transfer(s)');

    const credited = await ops(on(), 'chain:deposits', '--state', 'credited', '--limit', '1');
    expect(credited.out.split('\n').slice(1)).toEqual([expect.stringContaining(`${sent.fraction}#0`), '1 transfer(s) credited']);
    for (const bad of [['--limit', '0'], ['--limit'], ['--state', 'unknown'], ['extra']])
      expect(await ops(on(), 'chain:deposits', ...bad)).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
  });
});
