import fp from 'fastify-plugin';
import { BalanceCache } from '../wallet/balanceCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' balances for display, held in this process (wallet/balanceCache.ts); never for money decisions. */
    balances: BalanceCache;
  }
}

export default fp(
  async (app) => {
    const balances = new BalanceCache(app.db);
    app.decorate('balances', balances);
    app.addHook('onClose', async () => balances.close());
  },
  { name: 'balances', dependencies: ['db'] },
);
