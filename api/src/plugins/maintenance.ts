import fp from 'fastify-plugin';
import { pruneSessions } from '../accounts/sessions';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { ledger } from '../ledger';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Hourly clean-up of old idempotency answers and long-expired sessions, and the expiry of deposit requests each minute; stops with the app. */
export default fp(
  async (app) => {
    const prune = async () => {
      try {
        const keys = await pruneIdempotencyKeys(app.db, app.config.idempotencyTtlMs);
        const sessions = await pruneSessions(app.db);
        if (keys || sessions) app.log.info({ keys, sessions }, 'pruned');
      } catch (err) {
        app.log.error({ err }, 'prune failed');
      }
    };
    const timer = setInterval(prune, HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // Records the expiry of deposit requests past their 30-minute window (the fund log already shows them rejected).
    const expireDeposits = async () => {
      try {
        const deposits = await ledger.expireDeposits(app.db);
        if (deposits) app.log.info({ deposits }, 'deposit requests expired');
      } catch (err) {
        app.log.error({ err }, 'deposit expiry failed');
      }
    };
    const expiryTimer = setInterval(expireDeposits, MINUTE);
    expiryTimer.unref();
    app.addHook('onClose', async () => clearInterval(expiryTimer));
  },
  { name: 'maintenance', dependencies: ['db'] },
);
