import fp from 'fastify-plugin';
import { alertFlaggedPayouts, alertVanishedTransfers, alertWatcherLag } from '../alerts/chainAlerts';
import { connectNode } from '../chain/node';
import { ChainWatcher } from '../chain/watcher';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../db/leader';
import { DepositAddresses, loadOperatorKey } from '../wallet';
import { creditTransferRange, memberDepositAddresses } from '../wallet/deposits/chainDeposits';
import { backfillDepositAddresses } from '../wallet/deposits/addressBook';
import { checkPayouts } from '../wallet/withdrawals/payouts';

/** The advisory lock of the chain watcher's leader (PostgreSQL), apart from the lottery scheduler's. */
export const CHAIN_WATCHER_LOCK = 'chain-watcher';

/**
 * The chain watcher (src/chain/watcher.ts), when TRON_JSONRPC_URL is set: started with the app on every process, it
 * reads and credits on the elected one alone, checks the payouts the operator recorded (a flagged one raises an
 * alert, as do a lag past ALERT_WATCHER_LAG_SECONDS and a credited transfer a re-organisation removed), and stops (its lock released) on close. Credits go through app.ledger, so the balances held in memory hear them.
 */
export default fp(
  async (app) => {
    const settings = app.config.chain;
    if (!settings.jsonRpcUrl) return;
    const { databaseUrl } = app.config;
    const leader: Leadership =
      app.dialect === 'postgres' && databaseUrl
        ? new AdvisoryLeader(
            { ...app.config, databaseUrl },
            (err) => app.log.error({ err }, 'chain watcher: leadership lost'),
            CHAIN_WATCHER_LOCK,
          )
        : new SoleLeader();
    const addresses = new DepositAddresses(loadOperatorKey(app.config.wallet.depositXpub, app.config.dataDir).xpub);
    const watcher = new ChainWatcher({
      db: app.db,
      rpc: connectNode({ ...settings, jsonRpcUrl: settings.jsonRpcUrl }),
      settings,
      leader,
      credit: (range) =>
        creditTransferRange(app.ledger, app.db, range, { ...settings, timeZone: app.config.wallet.timeZone, aml: app.config.aml }),
      payouts: async (chain) =>
        alertFlaggedPayouts(
          app.deps,
          await checkPayouts(app.db, chain, {
            token: settings.usdtContract,
            timeoutMinutes: settings.payoutTimeoutMinutes,
            senders: settings.payoutAddresses,
          }),
        ),
      onLag: (lagBlocks) => alertWatcherLag(app.deps, lagBlocks),
      onVanished: (vanished) => alertVanishedTransfers(app.deps, vanished),
      depositAddresses: () => memberDepositAddresses(app.db),
      prepare: async () => {
        const recorded = await backfillDepositAddresses(app.db, addresses);
        if (recorded > 0) app.log.info({ recorded }, 'chain watcher: deposit addresses recorded');
      },
      log: app.log,
      faultLog: app.faultLog,
    });
    watcher.start();
    app.addHook('onClose', async () => watcher.stop());
  },
  { name: 'chain', dependencies: ['errors', 'db', 'balances', 'deps'] },
);
