// Many apps (and the test files running side by side) share one PostgreSQL database, a schema each: one migrating
// while others' schemas come and go must neither fail nor take another schema's tables for its own.
import { sql } from 'kysely';
import pg from 'pg';
import { buildTestDb, freshDatabase, testDatabaseUrl } from '../testing/app';
import { connect } from './connect';
import { migrate } from './migrate';

const url = testDatabaseUrl();
const describePg = url ? describe : describe.skip;
if (!url) console.warn('schemaIntrospector.test.ts: skipped, PostgreSQL only (set TEST_DATABASE_URL)');

describePg('the migrator beside other schemas of the database', () => {
  test('migrates while other schemas are created and dropped meanwhile', async () => {
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      for (let n = 0; churning; n++) {
        const schema = `churn_${process.pid}_${n}`;
        // One statement a query: each commits on its own, so the migrator's catalog reads can see the schema, then lose it.
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.query(`CREATE TABLE ${schema}.t (id int)`);
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    })();
    try {
      for (let i = 0; i < 3; i++) {
        const database = await freshDatabase();
        const connection = connect(database.config);
        try {
          await expect(migrate(connection.db, connection.dialect)).resolves.toContain('001_accounts');
        } finally {
          await connection.db.destroy();
          await database.drop();
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  });

  test('sees only its own schema: its tables, not another migrated schema', async () => {
    const other = await buildTestDb();
    const mine = await buildTestDb();
    try {
      await sql`create table ${sql.id(other.config.databaseSchema!)}.only_there (id int)`.execute(other.db);
      const tables = (await mine.db.introspection.getTables()).map((t) => `${t.schema}.${t.name}`);
      expect(tables).toContain(`${mine.config.databaseSchema}.audit_log`);
      expect(tables.every((t) => t.startsWith(`${mine.config.databaseSchema}.`))).toBe(true);
      expect(await mine.db.introspection.getSchemas()).toEqual([{ name: mine.config.databaseSchema }]);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});
