// The demo chain kept in its data dir: a restart meets the same chain (token, balances, blocks), and a kept chain
// that lost its state is refused rather than met by a database that read another one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createChainRpc } from '../rpc';
import { anvilUnsupported } from './anvil';
import { DEMO_CHAIN_FILE, findDemoChain, sendDemoUsdt, startDemoChain, withDemoChain } from './demoChain';
import { usdtBalance } from './testUsdt';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the demo chain tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

const RECIPIENT = '0x00000000000000000000000000000000000000a1';

onAnvil('the demo chain (anvil)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chain-demo-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('deploys the token with a float once, and a restart meets the same chain with its blocks and balances', async () => {
    const first = await startDemoChain({ dataDir });
    expect(await usdtBalance(first.chain.rpcUrl, first.chain.token, first.chain.funder)).toBe(1_000_000_000_000n);
    const sent = await sendDemoUsdt(first.chain, RECIPIENT, 2_500_000n);
    expect(await findDemoChain(dataDir)).toEqual(first.chain);
    await first.anvil.stop();

    const again = await startDemoChain({ dataDir, blockTime: 1 });
    try {
      expect(again.chain).toEqual({ ...first.chain, rpcUrl: again.anvil.url });
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_CHAIN_FILE), 'utf8'))).toMatchObject({ rpcUrl: again.anvil.url });
      expect(await usdtBalance(again.chain.rpcUrl, again.chain.token, RECIPIENT)).toBe(2_500_000n);
      const rpc = createChainRpc(again.chain.rpcUrl);
      expect((await rpc.getTransactionReceipt(sent.transactionHash))?.blockNumber).toBe(sent.blockNumber);
      // With a block time, blocks come by themselves, on top of the kept ones.
      const head = await rpc.blockNumber();
      expect(head).toBeGreaterThanOrEqual(sent.blockNumber);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect(await rpc.blockNumber()).toBeGreaterThan(head);
    } finally {
      await again.anvil.stop();
    }
  });

  it('refuses a kept chain that lost its state, and finds none once it stopped', async () => {
    const first = await startDemoChain({ dataDir });
    await first.anvil.stop();
    await expect(findDemoChain(dataDir)).rejects.toThrow('does not answer: is npm run chain:demo running?');
    fs.rmSync(path.join(dataDir, 'anvil-state.json'));
    await expect(startDemoChain({ dataDir })).rejects.toThrow(`lost its token (anvil-state.json missing or stale): delete ${dataDir}`);
  });

  it('an ops command beside the demo reads its chain settings unless it names a node', async () => {
    expect(withDemoChain({ DATA_DIR: dataDir }, dataDir)).toEqual({ DATA_DIR: dataDir });
    const demo = await startDemoChain({ dataDir });
    try {
      const env = withDemoChain({ DATA_DIR: dataDir, CHAIN_CONFIRMATIONS: '5' }, dataDir);
      expect(env).toMatchObject({
        TRON_JSONRPC_URL: demo.chain.rpcUrl,
        TRC20_USDT_CONTRACT: demo.chain.token,
        CHAIN_START_BLOCK: String(demo.chain.startBlock),
        CHAIN_PAYOUT_ADDRESSES: demo.chain.funder,
        CHAIN_CONFIRMATIONS: '5',
      });
      // A node named by the operator wins over the demo's file.
      const named = { DATA_DIR: dataDir, TRON_JSONRPC_URL: 'http://node.example:8545/jsonrpc' };
      expect(withDemoChain(named, dataDir)).toBe(named);
    } finally {
      await demo.anvil.stop();
    }
  });
});
