import fp from 'fastify-plugin';
import { LIVE_KEEPALIVE_MS } from 'shared-contracts/api';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (live/hub.ts). */
    live: LiveHub;
  }
}

/** The live channel's hub; a closing server ends every stream first, so close() waits for none and clients reconnect elsewhere. */
export default fp(
  async (app) => {
    const hub = new LiveHub({
      engine: app.lottery,
      db: app.db,
      notifications: app.dialect === 'postgres' ? app.notifications : null,
      balances: app.balances,
      sessions: app.sessions,
      log: app.log,
      keepaliveMs: LIVE_KEEPALIVE_MS,
    });
    app.decorate('live', hub);
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'live', dependencies: ['db', 'notifications', 'lottery', 'balances', 'auth'] },
);
