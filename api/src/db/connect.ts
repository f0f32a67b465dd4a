import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { withCommitHooks } from './commitHooks';
import type { Database, Db, Dialect } from './schema';

export interface Connection {
  db: Db;
  dialect: Dialect;
}

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

export function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'trade.sqlite');
}

/** SQLite (WAL, synchronous=NORMAL) under DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function connect(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pgPoolMax'>): Connection {
  if (config.databaseUrl) {
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
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile(config));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoint less often: the hot pages (balances, the newest rows and index leaves) are copied once per checkpoint,
  // so a longer WAL (up to ~40 MB) writes far fewer pages per bet. Durability is unchanged (WAL, synchronous=NORMAL).
  sqlite.pragma('wal_autocheckpoint = 10000');
  reusePreparedStatements(sqlite);
  return { db: new Kysely<Database>({ dialect: withCommitHooks(new SqliteDialect({ database: sqlite })) }), dialect: 'sqlite' };
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs about as much as running a small
 * write (bench/ledger.bench.mjs), so statements are kept by SQL text (bounded: the SQL comes from code, the
 * values are bound). SQLite re-prepares a kept statement by itself after a schema change.
 */
function reusePreparedStatements(sqlite: SqliteDatabase.Database, limit = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (!statement) {
      if (kept.size >= limit) kept.clear();
      statement = prepare(source);
      kept.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}
