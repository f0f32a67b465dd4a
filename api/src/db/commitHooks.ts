import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import type { Trx } from './schema';

/** Work waiting for its transaction to commit, by the connection the transaction runs on (one at a time each). */
interface Pending {
  work: Array<() => void>;
  /** Savepoint name -> how much work was queued when it was set (a rollback to it drops what came after). */
  savepoints: Map<string, number>;
}
const waiting = new WeakMap<DatabaseConnection, Pending>();

/**
 * Runs `work` once `trx` has committed, never if it rolls back (or its commit fails): for in-memory copies of
 * what the transaction wrote, which must not show a write that may still be undone. Kysely has no such hook;
 * `withCommitHooks` (db/connect.ts) adds it. Answers false, doing nothing, on a database opened without it.
 * `work` runs synchronously right after the commit and must not throw (an error is reported, not raised).
 */
export async function afterCommit(trx: Trx, work: () => void): Promise<boolean> {
  const pending = await trx.getExecutor().provideConnection(async (connection) => waiting.get(connection));
  pending?.work.push(work);
  return pending !== undefined;
}

/** The dialect with after-commit work (see afterCommit); everything else is the dialect's own. */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => hooked(dialect.createDriver()),
  };
}

function hooked(driver: Driver): Driver {
  return {
    init: () => driver.init(),
    acquireConnection: () => driver.acquireConnection(),
    releaseConnection: (connection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
    async beginTransaction(connection, settings) {
      await driver.beginTransaction(connection, settings);
      waiting.set(connection, { work: [], savepoints: new Map() });
    },
    async commitTransaction(connection) {
      const work = waiting.get(connection)?.work ?? [];
      waiting.delete(connection);
      await driver.commitTransaction(connection);
      for (const run of work) {
        try {
          run();
        } catch (err) {
          console.error(JSON.stringify({ level: 50, msg: 'after-commit work failed', err: String(err) }));
        }
      }
    },
    async rollbackTransaction(connection) {
      waiting.delete(connection);
      await driver.rollbackTransaction(connection);
    },
    // Work queued after a savepoint waits for the outer commit, and is dropped by a rollback to that savepoint.
    ...(driver.savepoint && {
      async savepoint(connection, name, compileQuery) {
        await driver.savepoint!(connection, name, compileQuery);
        const pending = waiting.get(connection);
        pending?.savepoints.set(name, pending.work.length);
      },
    }),
    ...(driver.rollbackToSavepoint && {
      async rollbackToSavepoint(connection, name, compileQuery) {
        await driver.rollbackToSavepoint!(connection, name, compileQuery);
        const pending = waiting.get(connection);
        const queued = pending?.savepoints.get(name);
        if (pending && queued !== undefined) pending.work.length = queued;
      },
    }),
    ...(driver.releaseSavepoint && { releaseSavepoint: driver.releaseSavepoint.bind(driver) }),
  };
}
