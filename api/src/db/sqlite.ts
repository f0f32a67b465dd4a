import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { SQLITE_BUSY_MS_DEFAULT, type Config } from '../config';
import { StartupError } from '../startupError';
import { withCommitHooks } from './commitHooks';
import type { Connection, Database } from './schema';
import { PatientSqliteDialect } from './sqliteDriver';

export function sqliteFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'trade.sqlite');
}

/**
 * SQLite (WAL, synchronous=NORMAL) at DATA_DIR/trade.sqlite. Another process holding the file locked makes a call
 * wait asynchronously, up to `sqliteBusyMs`, never the event loop (sqliteDriver.ts). A DATA_DIR or file the server
 * cannot use throws a StartupError whose message says what to fix (the server prints it, without a stack).
 */
export function openSqlite(config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'sqliteBusyMs'>>): Connection {
  writableFolder(config.dataDir);
  const file = sqliteFile(config);
  let sqlite: SqliteDatabase.Database | undefined;
  try {
    sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // REPLACE deletes the row it displaces; only with recursive triggers does that delete meet the immutable tables'
    // delete triggers (issue 42: INSERT OR REPLACE rewrote an audit row and a ledger entry's amount).
    sqlite.pragma('recursive_triggers = ON');
    sqlite.pragma('busy_timeout = 0');
    // Checkpoint less often: the hot pages (balances, the newest rows and index leaves) are copied once per checkpoint,
    // so a longer WAL (up to ~40 MB) writes far fewer pages per bet. Durability is unchanged (WAL, synchronous=NORMAL).
    sqlite.pragma('wal_autocheckpoint = 10000');
  } catch (error) {
    sqlite?.close();
    const code = (error as { code?: unknown }).code;
    const fix = OPEN_FIXES[String(code)] ?? 'check the file and DATA_DIR';
    throw new StartupError(`cannot open the SQLite database ${file} (${String(code)}: ${(error as Error).message}): ${fix}`, {
      cause: error,
    });
  }
  reusePreparedStatements(sqlite);
  const dialect = new PatientSqliteDialect(sqlite, config.sqliteBusyMs ?? SQLITE_BUSY_MS_DEFAULT);
  return { db: new Kysely<Database>({ dialect: withCommitHooks(dialect) }), dialect: 'sqlite' };
}

/** What to do when SQLite cannot open the file, by its error code (the ones a user's setup can cause). */
const OPEN_FIXES: Record<string, string> = {
  SQLITE_NOTADB: 'move it away, or set DATA_DIR to another folder',
  SQLITE_CORRUPT: 'restore it from a backup, or move it away',
  SQLITE_CANTOPEN: 'make it, its -wal and -shm files and DATA_DIR readable and writable by this user',
  SQLITE_READONLY: 'make it, its -wal and -shm files and DATA_DIR writable by this user',
  SQLITE_BUSY: 'another process holds it locked; stop that process, or wait and start again',
};

/** Creates DATA_DIR if needed and checks this user may write in it (SQLite keeps its journal files beside the database). */
function writableFolder(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    const fix = 'create it, or set DATA_DIR to a folder this user can write';
    throw new StartupError(`DATA_DIR ${dir} cannot be created (${whyNotCreated(dir, error)}): ${fix}`, { cause: error });
  }
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    const fix = 'make it writable by this user, or set DATA_DIR to another folder';
    throw new StartupError(`DATA_DIR ${dir} is not writable (${reason(error)}): ${fix}`, { cause: error });
  }
}

/** Why `dir` could not be created: the nearest folder above it is not writable (mkdir says ENOENT on a read-only mount), or mkdir's reason. */
function whyNotCreated(dir: string, error: unknown): string {
  let existing = dir;
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  try {
    fs.accessSync(existing, fs.constants.W_OK);
  } catch (denied) {
    return `${existing} is not writable: ${reason(denied)}`;
  }
  return reason(error);
}

/** An error's words without the path Node appends ("EROFS: read-only file system" of "..., access '/x'"). */
function reason(error: unknown): string {
  return (error as Error).message.split(', ')[0]!;
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
