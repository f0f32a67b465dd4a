import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Connection } from './db/schema';
import legacyPlugin from './http/legacy/plugin';
import livePlugin from './live/plugin';
import lotteryPlugin from './lottery/engine/plugin';
import { refundVoidedRounds } from './wallet/refunds/roundRefunds';
import alertsPlugin from './plugins/alerts';
import authPlugin from './plugins/auth';
import balancesPlugin from './plugins/balances';
import chainPlugin from './plugins/chain';
import dbPlugin from './plugins/db';
import depsPlugin from './plugins/deps';
import errorsPlugin from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import notificationsPlugin from './plugins/notifications';
import reconciliationPlugin from './plugins/reconciliation';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import throttlesPlugin from './plugins/throttles';
import routes from './routes';

export interface AppOptions {
  config: Config;
  connection?: Connection;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

/** The whole server as one Fastify plugin: platform plugins first, then the routes of docs/api.md. */
export default async function serviceApp(app: FastifyInstance, opts: AppOptions) {
  await app.register(errorsPlugin);
  await app.register(dbPlugin, opts);
  await app.register(notificationsPlugin);
  await app.register(balancesPlugin);
  await app.register(depsPlugin);
  await app.register(lotteryPlugin, {
    refundVoided: (now) => refundVoidedRounds(app.db, app.ledger, { batchSize: app.config.lottery.settleBatch, now }),
  });
  await app.register(chainPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(throttlesPlugin);
  await app.register(maintenancePlugin);
  await app.register(alertsPlugin);
  await app.register(reconciliationPlugin);
  await app.register(legacyPlugin);
  await app.register(routes);
  await app.register(staticPlugin);
}
