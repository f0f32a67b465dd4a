import fp from 'fastify-plugin';
import { dbFaultsAlert } from '../alerts/sources';
import { AlertWorker } from '../alerts/worker';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../db/leader';

/** The advisory lock of the process that sends alerts (PostgreSQL), apart from the scheduler's and the watcher's. */
export const ALERTS_LOCK = 'alerts';

/**
 * The alerts' loop (src/alerts/worker.ts) on every process: it records a database fault storm this process saw once
 * the database takes writes again, and the process leading ALERTS_LOCK sends the alerts to ALERT_WEBHOOK_URL.
 */
export default fp(
  async (app) => {
    const settings = app.config.alerts;
    const { databaseUrl } = app.config;
    const leader: Leadership =
      app.dialect === 'postgres' && databaseUrl
        ? new AdvisoryLeader({ ...app.config, databaseUrl }, (err) => app.log.error({ err }, 'alerts: leadership lost'), ALERTS_LOCK)
        : new SoleLeader();
    const worker = new AlertWorker({
      db: app.db,
      webhookUrl: settings.webhookUrl,
      leader,
      now: app.deps.now,
      log: app.log,
      faultLog: app.faultLog,
    });
    const { count, windowMs } = settings.dbFaults;
    app.faultLog.watchStorms(settings.dbFaults, (startedAt) => worker.raiseSoon(dbFaultsAlert(count, windowMs, startedAt)));
    worker.start();
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'alerts', dependencies: ['errors', 'db', 'deps'] },
);
