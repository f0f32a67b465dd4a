import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Faults } from '../storage/drawing';
import { LotteryEngine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryEngine;
  }
}

const engines = new WeakMap<Config, LotteryEngine>();

/** Tests only: act out crashes in the engine built for this config. */
export const testFaults = new WeakMap<Config, Faults>();

/** The engine of the app built with this config (tests drive its clock and ticks). */
export function engineOf(config: Config): LotteryEngine {
  const engine = engines.get(config);
  if (!engine) throw new Error('no lottery engine was built with this config');
  return engine;
}

/** Starts the process's lottery engine with the app and stops it (scheduler lock released) on close. */
export default fp(
  async (app) => {
    const faults = testFaults.get(app.config);
    const engine = new LotteryEngine({
      db: app.db,
      dialect: app.dialect,
      config: app.config,
      log: app.log,
      notifications: app.notifications,
      faultLog: app.faultLog,
      ...(faults ? { faults } : {}),
    });
    await engine.start();
    engines.set(app.config, engine);
    app.decorate('lottery', engine);
    app.addHook('onClose', async () => engine.stop());
  },
  { name: 'lottery', dependencies: ['errors', 'db', 'notifications'] },
);
