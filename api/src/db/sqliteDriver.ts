import { setTimeout as sleep } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { DbUnavailableError } from './errors';

/** The longest pause between two tries of a statement that found the file locked. */
const MAX_PAUSE_MS = 50;

/**
 * Kysely's SQLite dialect for a file another process (the ops CLI) writes too. better-sqlite3 is synchronous, so
 * SQLite's own wait for a lock (busy_timeout) would stop the whole server; with busy_timeout 0 instead:
 * - a transaction begins IMMEDIATE: it takes the write lock first, so it never meets the lock mid-way, where the
 *   snapshot it read is stale and only a rollback helps;
 * - a statement outside a transaction (BEGIN included) that finds the file locked did nothing: it is tried again
 *   after short pauses until `busyMs` has passed, then refused (DbUnavailableError). Between tries the connection
 *   is lent to this process's other calls (in WAL, reads go on while another process writes);
 * - a rollback is skipped when SQLite has already rolled back by itself (SQLITE_FULL, IOERR, ...), so the error that
 *   caused it is the one reported, not "cannot rollback - no transaction is active".
 */
export class PatientSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly busyMs: number,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return patientDriver(super.createDriver(), this.sqlite, this.busyMs);
  }
}

function patientDriver(driver: Driver, sqlite: SqliteDatabase.Database, busyMs: number): Driver {
  // SQLite has one connection, wrapped once: commitHooks.ts keys its pending work on the connection object.
  let patient: PatientConnection | undefined;
  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      patient ??= new PatientConnection(connection, sqlite, busyMs, driver);
      return patient;
    },
    releaseConnection: (connection) => driver.releaseConnection((connection as PatientConnection).inner),
    async beginTransaction(connection) {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    },
    commitTransaction: driver.commitTransaction.bind(driver),
    async rollbackTransaction(connection) {
      if (sqlite.inTransaction) await driver.rollbackTransaction(connection);
    },
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    destroy: () => driver.destroy(),
  };
}

class PatientConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly sqlite: SqliteDatabase.Database,
    private readonly busyMs: number,
    private readonly driver: Driver,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction the write lock is held already (BEGIN IMMEDIATE).
    return this.sqlite.inTransaction ? this.inner.executeQuery<R>(query) : this.whileLocked<R>(query);
  }

  /** Runs `query`, outside a transaction: again after a pause while another process holds the file locked, up to busyMs. */
  private async whileLocked<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.busyMs;
    for (let pause = 1; ; pause = Math.min(2 * pause, MAX_PAUSE_MS)) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() >= deadline)
          throw new DbUnavailableError(`the SQLite database stayed locked by another process for ${this.busyMs} ms`);
      }
      await this.driver.releaseConnection(this.inner);
      await sleep(Math.min(pause, deadline - Date.now()));
      await this.driver.acquireConnection();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
}
