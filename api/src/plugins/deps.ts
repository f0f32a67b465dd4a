import fp from 'fastify-plugin';
import { clockOf, type Deps } from '../deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the services take (deps.ts): the same object the ops CLI builds, so routes hand services no app. */
    deps: Deps;
  }
}

export default fp(
  async (app) => {
    app.decorate('deps', {
      db: app.db,
      ledger: app.ledger,
      config: app.config,
      notifications: app.notifications,
      now: clockOf(app.config),
    });
  },
  { name: 'deps', dependencies: ['db', 'notifications', 'balances'] },
);
