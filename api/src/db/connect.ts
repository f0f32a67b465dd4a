import type { Config } from '../config';
import { openPostgres } from './postgres';
import type { Connection } from './schema';
import { openSqlite } from './sqlite';

export { assertSchemaName } from './postgres';
export { sqliteFile } from './sqlite';

/** SQLite under DATA_DIR by default (db/sqlite.ts); PostgreSQL when DATABASE_URL is set (db/postgres.ts). */
export function connect(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pgPoolMax'> & Partial<Pick<Config, 'pgTimeouts' | 'sqliteBusyMs'>>,
): Connection {
  if (config.databaseUrl) return openPostgres({ ...config, databaseUrl: config.databaseUrl });
  return openSqlite(config);
}
