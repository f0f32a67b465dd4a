import { Migrator, sql, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Db, Dialect } from './schema';

/** Runs the pending migrations (in one transaction; on PostgreSQL under Kysely's advisory lock). */
export async function migrate(db: Db, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(migrations.map((m) => [m.name, { up: (trx) => m.up(trx, dialect) }]));
    },
  };
  const names = migrations.map((m) => m.name);
  if (new Set(names).size !== names.length) throw new Error(`duplicate migration names: ${names.join(', ')}`);
  // On PostgreSQL name the schema: unqualified, Kysely would take another schema's migration tables for ours.
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
