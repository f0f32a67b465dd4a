import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { connect } from '../db/connect';
import { PgThrottleStore } from '../security/pgThrottleStore';
import { Throttle } from '../security/throttle';
import { MemoryThrottleStore, type ThrottleStore } from '../security/throttleStore';

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

/**
 * Failure counters: login per (account, address) pair, per address and per account (a stranger from one
 * address locks only the pair and his address, and the account-wide lock is short), or per device proof
 * instead of per account for a browser that logged in to the account before (security/deviceProof.ts);
 * security codes per user; account creation per address. All in one store (security/throttle.ts).
 */
export interface Throttles {
  loginPair: Throttle;
  loginAddress: Throttle;
  loginAccount: Throttle;
  loginDevice: Throttle;
  securityCode: Throttle;
  registration: Throttle;
}

/** Keys kept in memory, all throttles together (a few hundred bytes each). */
const MEMORY_ENTRIES = 500_000;
/** The PostgreSQL store's own connections (see openStore). */
const PG_STORE_CONNECTIONS = 3;

export default fp(
  async (app) => {
    const t = app.config.throttle;
    const store = openStore(app);
    const lock = { lockMs: t.lockMs, maxLockMs: t.maxLockMs, windowMs: t.window, store };
    app.decorate('throttles', {
      loginPair: new Throttle({ ...lock, name: 'loginPair', limit: t.perPair }),
      loginAddress: new Throttle({ ...lock, name: 'loginAddress', limit: t.perAddress }),
      loginAccount: new Throttle({ ...lock, name: 'loginAccount', limit: t.perAccount }),
      loginDevice: new Throttle({ ...lock, name: 'loginDevice', limit: t.perPair }),
      securityCode: new Throttle({ ...lock, name: 'securityCode', limit: t.perPair }),
      registration: new Throttle({
        name: 'registration',
        store,
        windowMs: 3_600_000,
        limit: app.config.registrationsPerHour,
        lockMs: 3_600_000,
        maxLockMs: 3_600_000,
      }),
    } satisfies Throttles);
  },
  { name: 'throttles', dependencies: ['db'] },
);

/**
 * SQLite: memory (one process). PostgreSQL: the shared table, through connections of its own, so a throttle call
 * made inside a transaction (an account's creation counts its registration) never waits for the pool that
 * transaction holds.
 */
function openStore(app: FastifyInstance): ThrottleStore {
  if (app.dialect === 'sqlite') return new MemoryThrottleStore(MEMORY_ENTRIES);
  const { db } = connect({ ...app.config, pgPoolMax: PG_STORE_CONNECTIONS });
  app.addHook('onClose', async () => db.destroy());
  return new PgThrottleStore(db);
}
