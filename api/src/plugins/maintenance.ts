import fp from 'fastify-plugin';
import { pruneSessions } from '../accounts/sessions';
import { AdvisoryLeader, SoleLeader, type Leadership } from '../db/leader';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { disableIdleOperators } from '../operators/lifecycle';
import { fixedDepositJob } from '../promotions/fixedDeposit/job';
import { expireDeposits } from '../wallet/deposits/expiry';
import { removeOrphanImages } from '../verification/orphans';
import { uploadsOf } from '../verification/store';

/** The advisory lock of the process that runs maintenance's once-only jobs (PostgreSQL), apart from the others. */
export const MAINTENANCE_LOCK = 'maintenance';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Hourly clean-up of old idempotency answers, long-expired sessions and verification images never submitted
 * (KYC_UPLOAD_ORPHAN_HOURS), and the disabling of idle operators; each minute the expiry of deposit requests and,
 * in the process leading MAINTENANCE_LOCK, the fixed-deposit payout when due; stops with the app.
 */
export default fp(
  async (app) => {
    const prune = async () => {
      try {
        const keys = await pruneIdempotencyKeys(app.db, app.config.idempotencyTtlMs);
        const sessions = await pruneSessions(app.db);
        if (keys || sessions) app.log.info({ keys, sessions }, 'pruned');
        const idle = await disableIdleOperators(app.db, app.config.operators.idleDisableMs);
        if (idle.length) app.log.warn({ operators: idle }, 'idle operators disabled');
        const images = await removeOrphanImages(app.db, uploadsOf(app.config), app.config.verification.orphanMs, app.deps.now());
        if (images) app.log.info({ images }, 'unsubmitted verification images removed');
      } catch (err) {
        app.log.error({ err }, 'prune failed');
      }
    };
    const timer = setInterval(prune, HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // Records the expiry of deposit requests past their 30-minute window (the fund log already shows them rejected).
    const sweepDeposits = async () => {
      try {
        const deposits = await expireDeposits(app.ledger, app.db);
        if (deposits) app.log.info({ deposits }, 'deposit requests expired');
      } catch (err) {
        app.log.error({ err }, 'deposit expiry failed');
      }
    };
    const expiryTimer = setInterval(sweepDeposits, MINUTE);
    expiryTimer.unref();
    app.addHook('onClose', async () => clearInterval(expiryTimer));

    // The month's fixed-deposit bonuses on its payout day (src/promotions/fixedDeposit); paid once per member whoever
    // runs it, so leading only spares the others the work: maintenance's own lock, borrowed from no other job.
    const { databaseUrl } = app.config;
    const leader: Leadership =
      app.dialect === 'postgres' && databaseUrl
        ? new AdvisoryLeader(
            { ...app.config, databaseUrl },
            (err) => app.log.error({ err }, 'maintenance: leadership lost'),
            MAINTENANCE_LOCK,
          )
        : new SoleLeader();
    const payFixedDeposits = fixedDepositJob({
      db: app.db,
      ledger: app.ledger,
      timeZone: app.config.wallet.timeZone,
      log: app.log,
      leader,
    });
    const payoutTimer = setInterval(() => {
      payFixedDeposits(Date.now()).catch((err: unknown) => app.log.error({ err }, 'fixed-deposit payout failed'));
    }, MINUTE);
    payoutTimer.unref();
    app.addHook('onClose', async () => {
      clearInterval(payoutTimer);
      await leader.release();
    });
  },
  { name: 'maintenance', dependencies: ['db', 'balances', 'deps'] },
);
