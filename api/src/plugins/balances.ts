import fp from 'fastify-plugin';
import { publishCommittedBalances } from '../ledger';
import { BalanceCache } from '../wallet/balanceCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' balances for display, held in this process (wallet/balanceCache.ts); never for money decisions. */
    balances: BalanceCache;
  }
}

/**
 * On PostgreSQL several api processes (and the ops CLI) share the database: each publishes its committed balances
 * and hears the others'. On SQLite one process owns the file: its own writes are heard without notifications.
 */
export default fp(
  async (app) => {
    const shared = app.dialect === 'postgres' ? app.notifications : null;
    const stopPublishing = shared && publishCommittedBalances(app.db, shared);
    const balances = new BalanceCache(app.db, { notifications: shared });
    app.decorate('balances', balances);
    app.addHook('onClose', async () => {
      stopPublishing?.();
      balances.close();
    });
  },
  { name: 'balances', dependencies: ['db', 'notifications'] },
);
