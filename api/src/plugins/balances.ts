import fp from 'fastify-plugin';
import { Ledger } from '../ledger';
import { BalanceCache } from '../wallet/balance/balanceCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's ledger: every balance change of the api goes through it, so its balances below hear each one. */
    ledger: Ledger;
    /** Members' balances for display, held in this process (wallet/balance/balanceCache.ts); never for money decisions. */
    balances: BalanceCache;
  }
}

/**
 * On PostgreSQL several api processes (and the ops CLI) share the database: the ledger publishes each committed
 * balance for the others, and the balances hear theirs. On SQLite one process owns the file: the balances hear this
 * process's ledger alone.
 */
export default fp(
  async (app) => {
    const shared = app.dialect === 'postgres' ? app.notifications : null;
    const ledger = new Ledger({ publishTo: shared });
    const balances = new BalanceCache(app.db, ledger, { notifications: shared });
    app.decorate('ledger', ledger);
    app.decorate('balances', balances);
    app.addHook('onClose', async () => balances.close());
  },
  { name: 'balances', dependencies: ['db', 'notifications'] },
);
