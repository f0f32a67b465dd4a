import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/** An auto-increment integer primary key `id` on both dialects. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Triggers that refuse every UPDATE and DELETE of `table` with `refusal`: its rows are history, a change is a new row. */
export async function refuseChanges(db: Kysely<any>, dialect: Dialect, table: string, refusal: string): Promise<void> {
  const message = sql.lit(refusal);
  if (dialect === 'postgres') {
    const guard = sql.raw(`${table}_guard`);
    await sql`CREATE FUNCTION ${guard}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION ${message}; END $$`.execute(db);
    await sql`CREATE TRIGGER ${guard} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ${guard}()`.execute(db);
    return;
  }
  for (const [name, event] of [
    ['no_delete', 'DELETE'],
    ['no_edit', 'UPDATE'],
  ] as const)
    await sql`CREATE TRIGGER ${sql.raw(`${table}_${name}`)} BEFORE ${sql.raw(event)} ON ${sql.table(table)}
      BEGIN SELECT RAISE(ABORT, ${message}); END`.execute(db);
}
