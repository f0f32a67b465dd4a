import { sql } from 'kysely';
import { buildTestDb } from '../../testing/app';
import { createMember } from '../../testing/ledger';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

/**
 * A refused write. Not `rejects.toMatchObject(refused)`: better-sqlite3 is loaded once per jest process, so after another test file
 * its errors belong to that file's realm and are not `Error`s of this one (toThrow then reads them as no throw).
 */
const refused = { message: expect.stringMatching(/constraint|immutable|violates/i) };

const row = (userId: number, kind: string, multiple: number | null, ref: string) => ({
  user_id: userId,
  kind: kind as 'waiver',
  amount: 100,
  delta: -100,
  left_after: 0,
  multiple,
  ref,
  created_at: Date.now(),
});

it('takes a waiver (no multiple) and keeps every other rule of turnover_entries: its kinds, its uniqueness, immutability', async () => {
  const id = await createMember(t.db);
  await t.db
    .insertInto('turnover_entries')
    .values(row(id, 'waiver', null, 'request:1'))
    .execute();
  await expect(
    t.db
      .insertInto('turnover_entries')
      .values(row(id, 'waiver', 100, 'request:2'))
      .execute(),
  ).rejects.toMatchObject(refused);
  await expect(
    t.db
      .insertInto('turnover_entries')
      .values(row(id, 'gift', null, 'request:3'))
      .execute(),
  ).rejects.toMatchObject(refused);
  await expect(
    t.db
      .insertInto('turnover_entries')
      .values(row(id, 'waiver', null, 'request:1'))
      .execute(),
  ).rejects.toMatchObject(refused);
  await expect(t.db.updateTable('turnover_entries').set({ amount: 1 }).where('user_id', '=', id).execute()).rejects.toMatchObject({
    message: expect.stringMatching(/immutable/),
  });
  await expect(t.db.deleteFrom('turnover_entries').where('user_id', '=', id).execute()).rejects.toMatchObject({
    message: expect.stringMatching(/immutable/),
  });
  // SQLite rebuilt the table: its index came back with it.
  if (t.dialect === 'sqlite') {
    const indexes = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'turnover_entries'`.execute(t.db);
    expect(indexes.rows.map((r) => r.name)).toContain('turnover_entries_user');
  }
});
