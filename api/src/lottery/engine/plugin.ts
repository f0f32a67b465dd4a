import fp from 'fastify-plugin';
import { LotteryEngine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryEngine;
  }
}

export interface LotteryPluginOptions {
  /** Refunds voided rounds (the app hands in wallet/refunds/roundRefunds.ts: the wallet sits above the lottery). */
  refundVoided?: (now: number) => Promise<void>;
}

/** Starts the process's lottery engine with the app and stops it (scheduler lock released) on close. */
export default fp<LotteryPluginOptions>(
  async (app, opts) => {
    const engine = new LotteryEngine({
      db: app.db,
      dialect: app.dialect,
      config: app.config,
      log: app.log,
      ledger: app.ledger,
      notifications: app.notifications,
      faultLog: app.faultLog,
      ...(opts.refundVoided ? { refundVoided: opts.refundVoided } : {}),
    });
    await engine.start();
    app.decorate('lottery', engine);
    app.addHook('onClose', async () => engine.stop());
  },
  { name: 'lottery', dependencies: ['errors', 'db', 'notifications', 'balances'] },
);
