import fp from 'fastify-plugin';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../db/leader';
import { ReconciliationSchedule } from '../reports/reconciliation/schedule';

/** The advisory lock of the process that runs the daily reconciliation (PostgreSQL), apart from the others. */
export const RECONCILIATION_LOCK = 'reconciliation';

/** The daily reconciliation (src/reports/reconciliation/schedule.ts) on every process; the one leading its lock runs it. */
export default fp(
  async (app) => {
    const { databaseUrl } = app.config;
    if (app.config.wallet.reconciliation.atMinute === null) return; // RECONCILE_AT=off
    const leader: Leadership =
      app.dialect === 'postgres' && databaseUrl
        ? new AdvisoryLeader(
            { ...app.config, databaseUrl },
            (err) => app.log.error({ err }, 'reconciliation: leadership lost'),
            RECONCILIATION_LOCK,
          )
        : new SoleLeader();
    const schedule = new ReconciliationSchedule({ deps: app.deps, leader, log: app.log, faultLog: app.faultLog });
    schedule.start();
    app.addHook('onClose', async () => schedule.stop());
  },
  { name: 'reconciliation', dependencies: ['errors', 'db', 'deps'] },
);
