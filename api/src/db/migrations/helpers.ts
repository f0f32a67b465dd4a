import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../schema';

/** An auto-increment integer primary key `id` on both dialects. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
