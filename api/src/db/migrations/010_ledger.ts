import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/** The wallet ledger: immutable entries beside users.money (see src/ledger/README.md). */
export const ledger: Migration = {
  name: '010_ledger',
  async up(db, dialect) {
    await withId(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('mark', 'text', (c) => c.notNull())
      .addColumn('ref', 'text')
      .addColumn('settles', 'integer', (c) => c.unique().references('ledger_entries.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('ledger_entries_type', sql`type between 0 and 4`)
      .addCheckConstraint('ledger_entries_status', sql`status between 0 and 2`)
      .addCheckConstraint('ledger_entries_amount', sql`amount > 0`)
      .addCheckConstraint('ledger_entries_balance_after', sql`balance_after >= 0`)
      .execute();
    // The fund log and the daily profit read a member's entries by time.
    await db.schema.createIndex('ledger_entries_user_time').on('ledger_entries').columns(['user_id', 'created_at']).execute();
    // The operator's queue of pending deposits and withdrawals.
    await db.schema
      .createIndex('ledger_entries_pending')
      .on('ledger_entries')
      .columns(['type', 'id'])
      .where(sql.ref('status'), '=', 0)
      .execute();
    await (dialect === 'postgres' ? immutablePostgres(db) : immutableSqlite(db));
  },
};

const REFUSAL = 'ledger entries are immutable: only a pending status may be decided, once';

/** Every column but status is frozen; status may only leave 0, for 1 or 2; no row is ever deleted. */
async function immutableSqlite(db: Kysely<any>): Promise<void> {
  await sql`CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
    BEGIN SELECT RAISE(ABORT, ${sql.lit(REFUSAL)}); END`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_no_edit BEFORE UPDATE ON ledger_entries
    WHEN NEW.id IS NOT OLD.id OR NEW.user_id IS NOT OLD.user_id OR NEW.type IS NOT OLD.type
      OR NEW.amount IS NOT OLD.amount OR NEW.delta IS NOT OLD.delta OR NEW.balance_after IS NOT OLD.balance_after
      OR NEW.mark IS NOT OLD.mark OR NEW.ref IS NOT OLD.ref OR NEW.settles IS NOT OLD.settles
      OR NEW.created_at IS NOT OLD.created_at OR OLD.status <> 0 OR NEW.status NOT IN (1, 2)
    BEGIN SELECT RAISE(ABORT, ${sql.lit(REFUSAL)}); END`.execute(db);
}

async function immutablePostgres(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION ledger_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE'
        OR (NEW.id, NEW.user_id, NEW.type, NEW.amount, NEW.delta, NEW.balance_after, NEW.mark, NEW.ref, NEW.settles, NEW.created_at)
          IS DISTINCT FROM (OLD.id, OLD.user_id, OLD.type, OLD.amount, OLD.delta, OLD.balance_after, OLD.mark, OLD.ref, OLD.settles, OLD.created_at)
        OR OLD.status <> 0 OR NEW.status NOT IN (1, 2)
      THEN RAISE EXCEPTION ${sql.lit(REFUSAL)};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_entries_guard BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_entries_guard()`.execute(db);
}
