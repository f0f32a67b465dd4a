import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Connection } from './schema';
import { openSqlite } from './sqlite';

let dataDir: string;
let connection: Connection;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
  connection = openSqlite({ dataDir });
  await sql`create table t (id integer primary key)`.execute(connection.db);
  await sql`insert into t values (1)`.execute(connection.db);
});
afterEach(async () => {
  await connection.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('reports the error that made SQLite roll back by itself (as on SQLITE_FULL), not the failed rollback after it', async () => {
  const { db } = connection;
  const failure = await db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into t values (2)`.execute(trx);
      await sql`insert or rollback into t values (1)`.execute(trx); // a conflict that rolls the whole transaction back
    })
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
  expect((await sql<{ id: number }>`select id from t`.execute(db)).rows).toEqual([{ id: 1 }]);
  await db.transaction().execute((trx) => sql`insert into t values (3)`.execute(trx));
  expect((await sql<{ id: number }>`select id from t order by id`.execute(db)).rows).toEqual([{ id: 1 }, { id: 3 }]);
});
