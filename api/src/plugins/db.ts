import fp from 'fastify-plugin';
import { seedDemoMember } from '../accounts/demo';
import type { Config } from '../config';
import { connect } from '../db/connect';
import type { Connection, Db, Dialect } from '../db/schema';
import { migrate } from '../db/migrate';

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

/**
 * Runs the pending migrations. On PostgreSQL over a connection of their own without the statement and lock bounds:
 * a migration may rightly run long, and a second process waits for the first one's migration lock.
 */
async function migrateUnbounded(config: Config, connection: Connection): Promise<string[]> {
  if (connection.dialect !== 'postgres') return migrate(connection.db, connection.dialect);
  const { db } = connect({ ...config, pgPoolMax: 1, pgTimeouts: { ...config.pgTimeouts, statementMs: 0, lockMs: 0 } });
  try {
    return await migrate(db, 'postgres');
  } finally {
    await db.destroy();
  }
}

/** Opens the database, runs pending migrations and the demo seed, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, { config, connection }) => {
    const opened = connection ?? connect(config);
    const { db, dialect } = opened;
    const applied = connection ? await migrate(db, dialect) : await migrateUnbounded(config, opened);
    if (applied.length) app.log.info({ applied, dialect }, 'migrations applied');
    if (config.seedDemo) await seedDemoMember(db, config);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('config', config);
    if (!connection) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
