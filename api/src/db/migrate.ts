import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
import { connect } from './connect';
import { migrations } from './migrations';
import type { Connection, Db, Dialect } from './schema';

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

/**
 * Runs the pending migrations for a server or a command. On PostgreSQL over a connection of their own, as the role
 * that owns the tables (MIGRATE_DATABASE_URL, else DATABASE_URL), without the statement and lock bounds: a migration
 * may rightly run long, and a second process waits for the first one's migration lock.
 */
export async function migrateAsOwner(config: Config, connection: Connection): Promise<string[]> {
  if (connection.dialect !== 'postgres') return migrate(connection.db, connection.dialect);
  const { db } = connect({
    ...config,
    databaseUrl: config.migrateDatabaseUrl ?? config.databaseUrl,
    pgPoolMax: 1,
    pgTimeouts: { ...config.pgTimeouts, statementMs: 0, lockMs: 0 },
  });
  try {
    return await migrate(db, 'postgres');
  } finally {
    await db.destroy();
  }
}
