// `ops chain:send` on a real demo chain (anvil, chain/demo): the member's address gets exactly the amount asked, and
// every refusal (no demo chain, a silent one, another chain, a guest, a bad amount) moves nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GROUP_MEMBER } from 'shared-contracts';
import { tronToHex20 } from '../../chain/address';
import { DEMO_CHAIN_FILE, startDemoChain, type DemoChain } from '../../chain/demo/demoChain';
import { anvilUnsupported, startAnvil, type Anvil } from '../../testing/anvil';
import { buildTestDb } from '../../testing/app';
import { usdtBalance } from '../../testing/chain/testUsdt';
import { createMember } from '../../testing/ledger';
import { DepositAddresses, loadOperatorKey } from '../../wallet';
import { runOps } from '../run';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain:send tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

onAnvil('ops chain:send on the demo chain (anvil)', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let demo: { chain: DemoChain; anvil: Anvil };
  let dataDir: string;
  let addresses: DepositAddresses;

  beforeAll(async () => {
    t = await buildTestDb();
    // The demo's data dir: chain-demo.json, the chain's state and the deposit key, as `npm run chain:demo` keeps them.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chain-send-'));
    demo = await startDemoChain({ dataDir });
    addresses = new DepositAddresses(loadOperatorKey(t.config.wallet.depositXpub, dataDir).xpub);
  });
  afterAll(async () => {
    await demo?.anvil.stop();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function ops(dir: string, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(
      argv,
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { connection: t, config: { ...t.config, dataDir: dir } },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function member(group = GROUP_MEMBER) {
    const id = await createMember(t.db, group);
    const { username } = await t.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, username, address: addresses.addressOf(id) };
  }

  const balanceOf = (address: string) => usdtBalance(demo.chain.rpcUrl, demo.chain.token, tronToHex20(address));

  it("sends the exact amount (6 decimals, no float) to the member's deposit address and records that address", async () => {
    const m = await member();
    const sent = await ops(dataDir, 'chain:send', m.username, '12.345678');
    expect(sent).toMatchObject({ code: 0, err: '' });
    expect(sent.out).toMatch(
      new RegExp(`^sent 12\\.345678u to ${m.username} \\(${m.address}\\) on the demo chain: tx 0x[0-9a-f]{64}, block \\d+$`),
    );
    expect(await balanceOf(m.address)).toBe(12_345_678n);
    // 0.1 + 0.2 in floats is 0.30000000000000004: exact here.
    expect((await ops(dataDir, 'chain:send', m.username, '0.3')).code).toBe(0);
    expect(await balanceOf(m.address)).toBe(12_645_678n);
    const recorded = await t.db.selectFrom('deposit_addresses').select('address').where('user_id', '=', m.id).executeTakeFirst();
    expect(recorded?.address).toBe(tronToHex20(m.address));
  });

  it('refuses bad arguments, an unknown user and a guest, sending nothing', async () => {
    const m = await member();
    for (const amount of ['0', '0.000000', '1.1234567', '-1', '1e3', '12,5', 'abc', '.5'])
      expect(await ops(dataDir, 'chain:send', m.username, amount)).toMatchObject({
        code: 2,
        err: expect.stringContaining('not a positive amount'),
      });
    expect(await ops(dataDir, 'chain:send', m.username)).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(await ops(dataDir, 'chain:send', 'nobody-here', '1')).toMatchObject({ code: 1, err: expect.stringContaining('no user named') });
    const guest = await member(2);
    expect(await ops(dataDir, 'chain:send', guest.username, '1')).toMatchObject({ code: 1, err: expect.stringContaining('guest') });
    expect(await ops(dataDir, 'chain:send', m.username, '2000000')).toMatchObject({
      code: 1,
      err: expect.stringContaining('funder holds'),
    });
    expect(await balanceOf(m.address)).toBe(0n);
    expect(await balanceOf(guest.address)).toBe(0n);
  });

  it('refuses where no demo chain is found, where it does not answer, and where another chain answers', async () => {
    const m = await member();
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'chain-send-none-'));
    try {
      expect(await ops(elsewhere, 'chain:send', m.username, '1')).toMatchObject({
        code: 1,
        err: expect.stringContaining('no demo chain in'),
      });
      const file = path.join(elsewhere, DEMO_CHAIN_FILE);
      fs.writeFileSync(file, JSON.stringify({ ...demo.chain, rpcUrl: 'http://127.0.0.1:1' }));
      expect(await ops(elsewhere, 'chain:send', m.username, '1')).toMatchObject({
        code: 1,
        err: expect.stringContaining('does not answer'),
      });
      // A node that is not anvil's chain 31337 (mainnet's id here) is never sent to.
      const other = await startAnvil({ chainId: 1 });
      try {
        fs.writeFileSync(file, JSON.stringify({ ...demo.chain, rpcUrl: other.url }));
        expect(await ops(elsewhere, 'chain:send', m.username, '1')).toMatchObject({
          code: 1,
          err: expect.stringContaining('answers chain id 1, not the demo chain'),
        });
      } finally {
        await other.stop();
      }
      fs.writeFileSync(file, JSON.stringify({ ...demo.chain, rpcUrl: 'https://api.trongrid.io/jsonrpc' }));
      expect(await ops(elsewhere, 'chain:send', m.username, '1')).toMatchObject({
        code: 1,
        err: expect.stringContaining('not a demo chain'),
      });
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(await balanceOf(m.address)).toBe(0n);
  });
});
