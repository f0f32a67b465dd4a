import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import { withCommitHooks } from './commitHooks';
import type { Connection } from './connect';
import type { Database } from './schema';

export function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'trade.sqlite');
}

/** SQLite (WAL, synchronous=NORMAL) at DATA_DIR/trade.sqlite. */
export function openSqlite(config: Pick<Config, 'dataDir'>): Connection {
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
