// The reconciliation on a real local chain (anvil) with the test token, on SQLite and PostgreSQL: a clean period is ok;
// a transfer the watcher never credited, an unconfirmed and an unpaid payout, and members' balances above what the
// addresses hold are each found with their cause; without a node the chain's parts are unchecked; the daily run stores
// one result per day whoever runs it, and its alert is raised once and reaches a local webhook receiver.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GROUP_GUEST, GROUP_MEMBER } from 'shared-contracts';
import { deliverDue } from '../../alerts/delivery';
import { tronToHex20, type Hex20 } from '../../chain/address';
import { startCursor } from '../../chain/cursors';
import { createChainRpc } from '../../chain/rpc';
import { ChainWatcher } from '../../chain/watcher';
import { SoleLeader } from '../../db/leader';
import { withdrawalHold } from '../../domain/ledger';
import { instantOf } from '../../domain/time';
import { Ledger } from '../../ledger';
import { anvilUnsupported, startAnvil, type Anvil } from '../../testing/anvil';
import { buildTestDb } from '../../testing/app';
import { deployTestUsdt, mintUsdt, transferUsdt } from '../../testing/chain/testUsdt';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { creditTransferRange } from '../../wallet/deposits/chainDeposits';
import { creditDeposit, recordCreditedTransfer } from '../../wallet/deposits/creditDeposit';
import { rememberDepositAddress } from '../../wallet/deposits/addressBook';
import { DepositAddresses } from '../../wallet/deposits/addresses';
import { approveWithdrawalIn, markPaid } from '../../wallet/withdrawals/markPaid';
import { generateDemoXpub } from '../../wallet/deposits/operatorKey';
import { checkPayouts } from '../../wallet/withdrawals/payouts';
import { reconciliationNode, type ReconciliationNode } from './chainReads';
import { examine, storeRun } from './runs';
import { ReconciliationSchedule } from './schedule';
import { loadAmlSettings } from '../../aml/settings';

const unsupported = anvilUnsupported();
if (unsupported) console.warn(`skipping the reconciliation tests: ${unsupported}`);
const onAnvil = unsupported ? describe.skip : describe;

/** USDT's raw units per u (6 decimals). */
const U = 1_000_000n;
const HOUR = 3_600_000;
const ledger = new Ledger();
const addresses = new DepositAddresses(generateDemoXpub());
const cashier = { actor: 'operator:ann', address: 'cli' };
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Every block of the test chain, and every credit since the epoch. */
const ALL_TIME = { from: 0, to: Date.now() + 365 * 24 * HOUR };

onAnvil('reconciliation on a real local chain (anvil)', () => {
  let anvil: Anvil;
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  let token: Hex20;
  /** The operator's payout wallet (CHAIN_PAYOUT_ADDRESSES). */
  let operator: Hex20;
  /** Holds the token and sends deposits; no address of the operator's. */
  let stranger: Hex20;
  let now: number;

  beforeAll(async () => {
    anvil = await startAnvil();
    operator = anvil.accounts[1]!;
    stranger = anvil.accounts[4]!;
  });
  afterAll(() => anvil?.stop());

  // Each test has its own database and its own token: its liabilities and holdings are its own.
  beforeEach(async () => {
    t = await buildTestDb();
    token = await deployTestUsdt(anvil.url);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, stranger, 1_000_000n * U);
    now = Date.now();
  });
  afterEach(() => t.close());

  const settings = (confirmations = 1) => ({
    ...t.config.chain,
    jsonRpcUrl: anvil.url,
    usdtContract: token,
    confirmations,
    payoutAddresses: [operator],
  });
  const deps = () => ({ db: t.db, now: () => now, config: { ...t.config, chain: settings() } });
  const node = (): ReconciliationNode => reconciliationNode(settings())!;

  /** A member with their deposit address recorded, as rechargeInfo records it. */
  async function member(group = GROUP_MEMBER): Promise<{ id: number; address: Hex20 }> {
    const id = await createMember(t.db, group);
    await rememberDepositAddress(t.db, id, addresses.addressOf(id));
    return { id, address: tronToHex20(addresses.addressOf(id)) };
  }

  /** The watcher reads and credits every confirmed block of the token, and checks the recorded payouts. */
  async function watch() {
    const rpc = createChainRpc(anvil.url);
    const watcher = new ChainWatcher({
      db: t.db,
      rpc,
      settings: { usdtContract: token, confirmations: 1, pollMs: 20, blockRange: 10_000, startBlock: 0 },
      leader: new SoleLeader(),
      credit: (range) =>
        creditTransferRange(ledger, t.db, range, { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) }),
      payouts: (chain) => checkPayouts(t.db, chain, { token, timeoutMinutes: 60, senders: [operator] }, now),
      log: silentLog,
    });
    await watcher.poll();
    await watcher.poll();
  }

  /** A withdrawal of `amount` minor units to a bound address, held and approved at `approvedAt`. */
  async function approvedWithdrawal(amount: number, approvedAt: number) {
    const userId = await createMember(t.db, GROUP_MEMBER);
    await fund(t.db, userId, amount);
    const bound = addresses.addressOf(1_000_000 + userId);
    const hold = await postAlone(t.db, withdrawalHold(userId, amount, `usdt:${bound}`));
    await t.db.transaction().execute((trx) => approveWithdrawalIn(ledger, trx, hold.id, cashier, approvedAt));
    return { entryId: hold.id, userId, to: tronToHex20(bound) };
  }

  const paid = (entryId: number, tx: string) =>
    t.db.transaction().execute((trx) => markPaid({ now: () => now }, trx, { id: entryId, tx }, cashier));

  it('finds nothing in a clean period: every transfer credited, every payout confirmed, the liabilities held', async () => {
    const a = await member();
    await transferUsdt(anvil.url, token, stranger, a.address, 100n * U);
    const w = await approvedWithdrawal(5_000, now - HOUR);
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, operator, 1_000n * U); // the payout float
    const sent = await transferUsdt(anvil.url, token, operator, w.to, 50n * U);
    await paid(w.entryId, sent.transactionHash);
    await watch();

    const run = await examine(deps(), ALL_TIME, node());
    expect(run).toMatchObject({ ok: true, unchecked: [], failure: null, differences: [] });
    // 100u credited with its 10u bonus; the withdrawal paid; 950u float + 100u on the deposit address.
    expect(run.figures).toMatchObject({ transfers: 1, credits: 1, balances: '11000', pending_withdrawals: '0', holdings: '105000' });
  });

  it('finds a transfer the watcher never credited, one below the minimum, one to a guest, and a credit the chain does not show', async () => {
    const [missed, small, guest, handCredited] = [await member(), await member(), await member(GROUP_GUEST), await member()];
    const lost = await transferUsdt(anvil.url, token, stranger, missed.address, 20n * U);
    const tiny = await transferUsdt(anvil.url, token, stranger, small.address, U / 2n);
    const toGuest = await transferUsdt(anvil.url, token, stranger, guest.address, 7n * U);
    // The watcher's cursor passed every block, crediting nothing (as if its range had been lost).
    await startCursor(t.db, token, (await createChainRpc(anvil.url).blockNumber()) + 1n);
    const fake = `0x${'ab'.repeat(32)}`;
    await t.db.transaction().execute(async (trx) => {
      const { entries } = await creditDeposit(
        ledger,
        trx,
        { userId: handCredited.id, amount: 3_000, ref: fake, timeZone: 'Asia/Taipei' },
        now,
      );
      await recordCreditedTransfer(trx, { txHash: fake, to: handCredited.address, entryId: entries[0]!.id, via: 'hand' }, now);
    });
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, operator, 1_000n * U); // liabilities covered

    const run = await examine(deps(), ALL_TIME, node());
    expect(run.ok).toBe(false);
    expect(run.differences).toEqual([
      { part: 'deposits', cause: 'missed', ref: lost.transactionHash, user_id: missed.id, ours: null, chain: '2000', note: null },
      { part: 'deposits', cause: 'below_minimum', ref: tiny.transactionHash, user_id: small.id, ours: null, chain: '50', note: null },
      {
        part: 'deposits',
        cause: 'not_member_address',
        ref: toGuest.transactionHash,
        user_id: guest.id,
        ours: null,
        chain: '700',
        note: null,
      },
      { part: 'deposits', cause: 'credited_not_on_chain', ref: fake, user_id: handCredited.id, ours: '3000', chain: null, note: null },
    ]);
  });

  it('finds an approved withdrawal paid with a transaction the chain does not show, and one never paid past its hours', async () => {
    const ghost = await approvedWithdrawal(4_000, now - HOUR);
    const ghostTx = `0x${'cd'.repeat(32)}`;
    await paid(ghost.entryId, ghostTx);
    const unpaid = await approvedWithdrawal(6_000, now - 25 * HOUR);
    await approvedWithdrawal(2_000, now - HOUR); // approved an hour ago: not yet due
    await mintUsdt(anvil.url, token, anvil.accounts[0]!, operator, 1_000n * U);

    const { differences } = await examine(deps(), ALL_TIME, node());
    expect(differences).toEqual([
      {
        part: 'payouts',
        cause: 'payout_not_on_chain',
        ref: `withdrawal:${ghost.entryId}`,
        user_id: ghost.userId,
        ours: '4000',
        chain: null,
        note: ghostTx,
      },
      {
        part: 'payouts',
        cause: 'not_paid',
        ref: `withdrawal:${unpaid.entryId}`,
        user_id: unpaid.userId,
        ours: '6000',
        chain: null,
        note: null,
      },
    ]);
  });

  it("finds members' balances above what the operator's addresses hold", async () => {
    const a = await member();
    await transferUsdt(anvil.url, token, stranger, a.address, 100n * U);
    await watch(); // 100u credited, 10u bonus
    const rich = await createMember(t.db, GROUP_MEMBER);
    await fund(t.db, rich, 50_000); // 500u the chain never brought
    const guest = await createMember(t.db, GROUP_GUEST);
    await fund(t.db, guest, 90_000); // play money: no liability

    const run = await examine(deps(), ALL_TIME, node());
    expect(run.differences).toEqual([
      { part: 'liabilities', cause: 'shortfall', ref: 'liabilities', user_id: null, ours: '61000', chain: '10000', note: null },
    ]);
    expect(run.figures).toMatchObject({ balances: '61000', liabilities: '61000', holdings: '10000' });
  });

  it('without a node, lists the chain parts as not checked and raises nothing; a node failing fails the run and raises once', async () => {
    const rich = await createMember(t.db, GROUP_MEMBER);
    await fund(t.db, rich, 50_000);
    const offline = await examine(deps(), ALL_TIME, null);
    expect(offline).toMatchObject({ ok: false, failure: null, differences: [], unchecked: ['deposits', 'liabilities'] });
    await t.db.transaction().execute((trx) => storeRun(deps(), trx, offline, 'operator:ann'));

    const down = reconciliationNode({ ...settings(), jsonRpcUrl: 'http://127.0.0.1:9/' })!;
    const failed = await examine(deps(), ALL_TIME, down);
    expect(failed).toMatchObject({ ok: false, figures: null, failure: expect.stringContaining('eth_blockNumber') });
    const id = await t.db.transaction().execute((trx) => storeRun(deps(), trx, failed, 'operator:ann'));
    const alerts = await t.db.selectFrom('alerts').select(['kind', 'event_key']).execute();
    expect(alerts).toEqual([{ kind: 'reconciliation_failed', event_key: `reconciliation:${id}` }]);
  });

  it('runs once a day for the day before, stores it once whoever runs it, and its alert reaches the webhook once', async () => {
    const received: Record<string, unknown>[] = [];
    const server: Server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(text) as Record<string, unknown>);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const timeZone = t.config.lottery.calendar.timeZone;
      const rich = await createMember(t.db, GROUP_MEMBER);
      await fund(t.db, rich, 50_000); // a shortfall: the day's run fails
      const at = (date: string, minute: number) => instantOf(date, minute, timeZone);
      // Two processes, each its own schedule (SoleLeader: both lead, as two would between a lock's loss and its release).
      // The test apps run no schedule (RECONCILE_AT=off): these two run at 01:00.
      const runAt = 60;
      const scheduled = {
        ...deps(),
        config: { ...deps().config, wallet: { ...t.config.wallet, reconciliation: { atMinute: runAt, payoutDueHours: 24 } } },
      };
      const schedules = [0, 1].map(
        () => new ReconciliationSchedule({ deps: scheduled, leader: new SoleLeader(), log: silentLog, node: node() }),
      );

      now = at('2031-03-02', runAt - 1);
      expect(await schedules[0]!.tick()).toBeNull(); // before RECONCILE_AT
      now = at('2031-03-02', runAt);
      const ids = await Promise.all(schedules.map((s) => s.tick()));
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
      now = at('2031-03-02', runAt + 90);
      expect(await schedules[1]!.tick()).toBeNull(); // later that day: stored already
      const runs = await t.db.selectFrom('reconciliations').select(['scheduled_day', 'ran_by', 'period_from', 'period_to', 'ok']).execute();
      expect(runs.map((r) => ({ ...r, period_from: Number(r.period_from), period_to: Number(r.period_to), ok: Number(r.ok) }))).toEqual([
        { scheduled_day: '2031-03-01', ran_by: 'schedule', period_from: at('2031-03-01', 0), period_to: at('2031-03-02', 0), ok: 0 },
      ]);

      expect(await deliverDue(t.db, { url, now: () => now })).toBe(1);
      expect(await deliverDue(t.db, { url, now: () => now })).toBe(0);
      expect(received).toEqual([
        expect.objectContaining({
          kind: 'reconciliation_failed',
          severity: 'critical',
          key: `reconciliation:${ids.find((id) => id !== null)}`,
        }),
      ]);
      expect(received[0]!.text).toMatch(/found 1 difference\(s\): shortfall/);

      now = at('2031-03-03', runAt);
      expect(await schedules[1]!.tick()).not.toBeNull(); // the next day: its own run
      expect(await t.db.selectFrom('alerts').select('id').execute()).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
