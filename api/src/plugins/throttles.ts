import fp from 'fastify-plugin';
import { Throttle } from '../security/throttle';

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

/**
 * Failure counters: login per (account, address) pair, per address and per account (a stranger from one
 * address locks only the pair and his address, and the account-wide lock is short), or per device proof
 * instead of per account for a browser that logged in to the account before (security/deviceProof.ts);
 * security codes per user; account creation per address.
 */
export interface Throttles {
  loginPair: Throttle;
  loginAddress: Throttle;
  loginAccount: Throttle;
  loginDevice: Throttle;
  securityCode: Throttle;
  registration: Throttle;
}

export default fp(
  async (app) => {
    const t = app.config.throttle;
    const lock = { lockMs: t.lockMs, maxLockMs: t.maxLockMs, windowMs: t.window };
    app.decorate('throttles', {
      loginPair: new Throttle({ ...lock, limit: t.perPair }),
      loginAddress: new Throttle({ ...lock, limit: t.perAddress }),
      loginAccount: new Throttle({ ...lock, limit: t.perAccount }),
      loginDevice: new Throttle({ ...lock, limit: t.perPair }),
      securityCode: new Throttle({ ...lock, limit: t.perPair }),
      registration: new Throttle({ windowMs: 3_600_000, limit: app.config.registrationsPerHour, lockMs: 3_600_000, maxLockMs: 3_600_000 }),
    } satisfies Throttles);
  },
  { name: 'throttles', dependencies: ['db'] },
);
