import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/** An auto-increment integer primary key `id` on both dialects. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Triggers that refuse every UPDATE and DELETE of `table` with `refusal`: its rows are history, a change is a new row.
 * On PostgreSQL TRUNCATE too, which row triggers never see; SQLite has no TRUNCATE (a DELETE without WHERE fires the
 * delete trigger) and its REPLACE fires it under `recursive_triggers`, which every connection turns on (db/sqlite.ts).
 */
export async function refuseChanges(db: Kysely<any>, dialect: Dialect, table: string, refusal: string): Promise<void> {
  const message = sql.lit(refusal);
  if (dialect === 'postgres') {
    const guard = sql.raw(`${table}_guard`);
    await sql`CREATE FUNCTION ${guard}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION ${message}; END $$`.execute(db);
    await sql`CREATE TRIGGER ${guard} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ${guard}()`.execute(db);
    await refuseTruncate(db, table);
    return;
  }
  for (const [name, event] of [
    ['no_delete', 'DELETE'],
    ['no_edit', 'UPDATE'],
  ] as const)
    await sql`CREATE TRIGGER ${sql.raw(`${table}_${name}`)} BEFORE ${sql.raw(event)} ON ${sql.table(table)}
      BEGIN SELECT RAISE(ABORT, ${message}); END`.execute(db);
}

/** PostgreSQL: a statement trigger that refuses TRUNCATE of `table`, naming it (TRUNCATE passes every row trigger). */
export async function refuseTruncate(db: Kysely<any>, table: string): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '% is history: TRUNCATE refused', TG_TABLE_NAME; END $$`.execute(db);
  // Dropped first: on a new database refuseChanges has made it already by the time migration 066 makes it again.
  const trigger = sql.raw(`${table}_no_truncate`);
  await sql`DROP TRIGGER IF EXISTS ${trigger} ON ${sql.table(table)}`.execute(db);
  await sql`CREATE TRIGGER ${trigger} BEFORE TRUNCATE ON ${sql.table(table)}
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate()`.execute(db);
}
