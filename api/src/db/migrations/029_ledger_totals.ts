import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';

/** Unix milliseconds per quarter-hour: every time zone's midnight falls on one (all offsets are multiples of 15 min). */
const QUARTER_MS = 900_000;

/**
 * Running profit totals (src/ledger/README.md, "Totals"), so userInfo reads a few rows however long a member has
 * played: per member all time, and per member per UTC quarter-hour (a day in any zone is a whole number of them).
 * Profit is the deltas of purchases (type 2) and wins (type 3). The database keeps them: a trigger adds every
 * inserted entry of those types, in the inserting transaction (the ledger's post()), so no code path can skip it;
 * entries are immutable (010), so an entry never has to be taken out again. Back-filled from the entries here.
 */
export const ledgerTotals: Migration = {
  name: '029_ledger_totals',
  async up(db, dialect) {
    await db.schema
      .createTable('ledger_profit_totals')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('profit', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ledger_profit_quarters')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('quarter', 'bigint', (c) => c.notNull())
      .addColumn('profit', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ledger_profit_quarters_pk', ['user_id', 'quarter'])
      // SQLite: the rows live in the key's b-tree, so a member's quarters are read in one range, not one lookup each.
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await sql`insert into ledger_profit_totals (user_id, profit)
      select user_id, sum(delta) from ledger_entries where type in (2, 3) group by user_id`.execute(db);
    await sql`insert into ledger_profit_quarters (user_id, quarter, profit)
      select user_id, created_at / ${sql.lit(QUARTER_MS)}, sum(delta) from ledger_entries where type in (2, 3)
      group by user_id, created_at / ${sql.lit(QUARTER_MS)}`.execute(db);
    await (dialect === 'postgres' ? totalsPostgres(db) : totalsSqlite(db));
  },
};

const ADD_TO_TOTALS = sql`insert into ledger_profit_totals (user_id, profit) values (NEW.user_id, NEW.delta)
    on conflict (user_id) do update set profit = ledger_profit_totals.profit + excluded.profit;
  insert into ledger_profit_quarters (user_id, quarter, profit) values (NEW.user_id, NEW.created_at / ${sql.lit(QUARTER_MS)}, NEW.delta)
    on conflict (user_id, quarter) do update set profit = ledger_profit_quarters.profit + excluded.profit;`;

async function totalsSqlite(db: Kysely<any>): Promise<void> {
  await sql`CREATE TRIGGER ledger_profit_totals_add AFTER INSERT ON ledger_entries WHEN NEW.type IN (2, 3)
    BEGIN ${ADD_TO_TOTALS} END`.execute(db);
}

async function totalsPostgres(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION ledger_profit_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${ADD_TO_TOTALS} RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER ledger_profit_totals_add AFTER INSERT ON ledger_entries
    FOR EACH ROW WHEN (NEW.type IN (2, 3)) EXECUTE FUNCTION ledger_profit_totals_add()`.execute(db);
}
