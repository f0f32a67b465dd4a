import fp from 'fastify-plugin';
import { openNotifications, type Notifications } from '../db/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Change notices between api processes (db/notifications.ts): room state, revoked sessions, balances. */
    notifications: Notifications;
  }
}

export default fp(
  async (app) => {
    const notifications = await openNotifications({
      db: app.db,
      dialect: app.dialect,
      databaseUrl: app.config.databaseUrl,
      databaseSchema: app.config.databaseSchema,
      pgTimeouts: app.config.pgTimeouts,
      onError: (err) => app.log.error({ err }, 'notifications'),
      log: (line) => app.log.warn(line),
    });
    app.decorate('notifications', notifications);
    app.addHook('onClose', async () => notifications.close());
  },
  { name: 'notifications', dependencies: ['db'] },
);
