import fp from 'fastify-plugin';
import { seedDemoMember } from '../accounts/demo';
import type { Config } from '../config';
import { connect } from '../db/connect';
import type { Connection, Db, Dialect } from '../db/schema';
import { migrate, migrateAsOwner } from '../db/migrate';

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
    const opened = connection ?? connect(config);
    const { db, dialect } = opened;
    const applied = connection ? await migrate(db, dialect) : await migrateAsOwner(config, opened);
    if (applied.length) app.log.info({ applied, dialect }, 'migrations applied');
    if (config.seedDemo) await seedDemoMember(db, config);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('config', config);
    if (!connection) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
