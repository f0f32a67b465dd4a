import fp from 'fastify-plugin';
import { seedDemoMember } from '../accounts/demo';
import type { Config } from '../config';
import { connect, type Connection } from '../db/connect';
import { migrate } from '../db/migrate';
import type { Db, Dialect } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    config: Config;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An open connection to use (tests, benchmarks); otherwise one is opened from the config and closed with the app. */
  connection?: Connection;
}

/** Opens the database, runs pending migrations and the demo seed, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, { config, connection }) => {
    const { db, dialect } = connection ?? connect(config);
    const applied = await migrate(db, dialect);
    if (applied.length) app.log.info({ applied, dialect }, 'migrations applied');
    if (config.seedDemo) await seedDemoMember(db, config);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('config', config);
    if (!connection) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
