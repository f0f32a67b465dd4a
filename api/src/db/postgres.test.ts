// What PostgreSQL faults do to a call (issue 24): a lost connection fails the calls using it, never the process;
// waits are bounded; each failure is one a caller can tell apart (dbFault) and is answered 503/10020.
import { sql } from 'kysely';
import pg from 'pg';
import { buildTestApp, buildTestDb, testDatabaseUrl } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { DbUnavailableError, dbFault } from './errors';
import { openPostgres } from './postgres';

const url = testDatabaseUrl();
const describePg = url ? describe : describe.skip;
if (!url) console.warn('postgres.test.ts: skipped, PostgreSQL only (set TEST_DATABASE_URL)');

async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url! });
  await admin.connect();
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  await admin.end();
}

describePg('a PostgreSQL connection lost while a call holds it', () => {
  test('fails that call only: the process lives and the next call runs on a new connection', async () => {
    const t = await buildTestDb();
    const { db } = openPostgres({ ...t.config, databaseUrl: url!, pgPoolMax: 2 });
    try {
      const failed = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          await terminate(rows[0]!.pid);
          // The client hears its connection end while checked out: before, an uncaught 'error' ended the process.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`SELECT 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(dbFault(failed)).toBe('unavailable');
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows[0]!.one).toBe(1);
    } finally {
      await db.destroy();
      await t.close();
    }
  });

  test('a statement past PG_STATEMENT_TIMEOUT_MS is cancelled by the server and told as unavailable', async () => {
    const t = await buildTestDb();
    const timeouts = { acquireMs: 5_000, statementMs: 200, lockMs: 200, queueMax: 100 };
    const { db } = openPostgres({ ...t.config, databaseUrl: url!, pgPoolMax: 1, pgTimeouts: timeouts });
    try {
      const started = Date.now();
      const error = await sql`SELECT pg_sleep(5)`.execute(db).then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as { code?: string }).code).toBe('57014');
      expect(dbFault(error)).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await db.destroy();
      await t.close();
    }
  });
});

describePg('waiting for a connection is bounded', () => {
  test('past PG_QUEUE_MAX a call is refused at once', async () => {
    const t = await buildTestDb();
    const { db } = openPostgres({ ...t.config, databaseUrl: url!, pgPoolMax: 1, pgTimeouts: { ...t.config.pgTimeouts, queueMax: 0 } });
    try {
      const hold = db.transaction().execute(async () => new Promise((resolve) => setTimeout(resolve, 300)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(sql`SELECT 1`.execute(db)).rejects.toBeInstanceOf(DbUnavailableError);
      await hold;
    } finally {
      await db.destroy();
      await t.close();
    }
  });

  test('past PG_ACQUIRE_TIMEOUT_MS a call answers 503 with Retry-After and code 10020 in its language, then serves again', async () => {
    const t = await buildTestApp({ pgPoolMax: 1, pgTimeouts: { acquireMs: 300, statementMs: 15_000, lockMs: 5_000, queueMax: 1_000 } });
    try {
      const { token } = await registerMember(t.app);
      let release!: () => void;
      let taken!: () => void;
      const isTaken = new Promise<void>((resolve) => (taken = resolve));
      // The app's one connection is taken by a transaction that waits for the test.
      const held = t.app.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        taken();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isTaken;
      const started = Date.now();
      const refused = await post(t.app, '/api/user/userInfo', { lang: 'en' }, { token });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.code).toBe(10020);
      expect(refused.msg).toMatch(/try again/);
      release();
      await held;
      const served = await post(t.app, '/api/user/userInfo', { lang: 'en' }, { token });
      expect(served.code).toBe(1);
    } finally {
      await t.close();
    }
  });
});
