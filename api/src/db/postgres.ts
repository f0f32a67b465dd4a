import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { withCommitHooks } from './commitHooks';
import type { Connection } from './connect';
import type { Database } from './schema';

const PG_INT8 = 20;

/** int8 (COUNT, bigint money) arrives as a JS number; amounts stay far below 2^53, and we refuse silently losing digits. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds the safe integer range`);
  return value;
}

/** The schema name is put in a connection option, so only plain identifiers are accepted. */
export function assertSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return name;
}

export type PostgresConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'pgPoolMax'> & { databaseUrl: string };

/** A pool on DATABASE_URL (search_path = DATABASE_SCHEMA when set). */
export function openPostgres(config: PostgresConfig): Connection {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.pgPoolMax,
    ...(config.databaseSchema ? { options: `-c search_path=${assertSchemaName(config.databaseSchema)}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(JSON.stringify({ level: 50, msg: 'idle PostgreSQL client error', err: err.message })));
  return { db: new Kysely<Database>({ dialect: withCommitHooks(new PostgresDialect({ pool })) }), dialect: 'postgres' };
}
