import fp from 'fastify-plugin';
import { pruneSessions } from '../accounts/sessions';
import { pruneIdempotencyKeys } from '../http/idempotency';

const HOUR = 3_600_000;

/** Hourly clean-up of old idempotency answers and long-expired sessions; stops with the app. */
export default fp(async (app) => {
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
}, { name: 'maintenance', dependencies: ['db'] });
