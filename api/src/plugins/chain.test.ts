// The chain plugin in the whole app: off without TRON_JSONRPC_URL; with it, a transfer to the address rechargeInfo
// showed is credited by itself, through the app's ledger (so the balances held in memory hear it).
import type { CommittedBalance } from '../ledger/committed';
import { startAnvil, anvilUnsupported, type Anvil } from '../testing/anvil';
import { buildTestApp, type TestApp } from '../testing/app';
import { deployTestUsdt, mintUsdt, transferUsdt } from '../testing/chain/testUsdt';
import { post, registerMember } from '../testing/http';
import { tronToHex20 } from '../chain/address';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the chain plugin test: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

onAnvil('the chain plugin (anvil)', () => {
  let anvil: Anvil;
  let t: TestApp;

  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  it('credits a transfer to the address a member was shown, heard by the balances, with no operator', async () => {
    const token = await deployTestUsdt(anvil.url);
    const funder = anvil.accounts[1]!;
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, funder, 1_000n * 1_000_000n);
    t = await buildTestApp({
      chain: {
        jsonRpcUrl: anvil.url,
        apiKey: null,
        usdtContract: token,
        confirmations: 2,
        pollMs: 100,
        blockRange: 100,
        rereadBlocks: 20,
        minDepositAmount: 100,
        startBlock: null,
        payoutTimeoutMinutes: 60,
        payoutAddresses: [funder],
      },
    });
    const heard: CommittedBalance[] = [];
    t.app.ledger.onCommitted((change) => heard.push(change));
    const m = await registerMember(t.app);
    const address = (await post(t.app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address as string;
    await transferUsdt(anvil.url, token, funder, tronToHex20(address), 10_000_000n); // 10u
    await anvil.mine(1);
    for (let waited = 0; !heard.some((c) => c.userId === m.id && c.balance === 1_100) && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.filter((c) => c.userId === m.id).map((c) => c.balance)).toEqual([1_000, 1_100]); // the credit, then its bonus
    expect(await t.app.balances.balanceOf(m.id)).toBe(1_100);
  });
});
