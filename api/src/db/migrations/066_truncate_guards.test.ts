import { sql } from 'kysely';
import { buildTestDb, testDatabaseUrl } from '../../testing/app';
import { createMember, fund } from '../../testing/ledger';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

/** The refusal's message: a SQLite error from the driver's worker is not an Error of this realm (see 048's test). */
const failure = (statement: Promise<unknown>) =>
  statement.then(
    () => 'done',
    (error: { message: string }) => error.message,
  );

async function auditRow(): Promise<number> {
  const row = await t.db
    .insertInto('audit_log')
    .values({ actor: 'cli', action: 'test.entry', created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('refuses a REPLACE that would rewrite an audit row or a ledger entry, leaving both as they were', async () => {
  const auditId = await auditRow();
  const entry = await fund(t.db, await createMember(t.db), 1000);
  const replaceAudit =
    t.dialect === 'sqlite'
      ? sql`INSERT OR REPLACE INTO audit_log (id, actor, action, created_at) VALUES (${auditId}, 'cli', 'forged', 0)`
      : sql`INSERT INTO audit_log (id, actor, action, created_at) VALUES (${auditId}, 'cli', 'forged', 0)
            ON CONFLICT (id) DO UPDATE SET action = 'forged'`;
  expect(await failure(replaceAudit.execute(t.db))).toMatch(/immutable/);
  const replaceEntry =
    t.dialect === 'sqlite'
      ? sql`REPLACE INTO ledger_entries SELECT * FROM ledger_entries WHERE id = ${entry.id}`
      : sql`INSERT INTO ledger_entries SELECT * FROM ledger_entries WHERE id = ${entry.id}
            ON CONFLICT (id) DO UPDATE SET amount = 1`;
  expect(await failure(replaceEntry.execute(t.db))).toMatch(/immutable/);
  const audit = await t.db.selectFrom('audit_log').select('action').where('id', '=', auditId).executeTakeFirstOrThrow();
  expect(audit.action).toBe('test.entry');
  const kept = await t.db.selectFrom('ledger_entries').select('amount').where('id', '=', entry.id).executeTakeFirstOrThrow();
  expect(Number(kept.amount)).toBe(entry.amount);
});

const HISTORY = ['ledger_entries', 'audit_log', 'access_log', 'turnover_entries', 'program_changes', 'reconciliations'];

// SQLite has no TRUNCATE: a DELETE without a condition is a DELETE, which the tables' delete triggers refuse.
const onPostgres = testDatabaseUrl() ? it.each(HISTORY) : it.skip.each(HISTORY);
onPostgres('refuses TRUNCATE of %s, even with CASCADE, keeping its rows', async (table) => {
  await auditRow();
  const before = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db);
  expect(await failure(sql`TRUNCATE ${sql.table(table)} CASCADE`.execute(t.db))).toMatch(`${table} is history: TRUNCATE refused`);
  const after = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db);
  expect(Number(after.rows[0]!.n)).toBe(Number(before.rows[0]!.n));
});
