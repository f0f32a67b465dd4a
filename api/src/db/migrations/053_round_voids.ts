import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

const KIND = [
  'turnover_entries_kind',
  `kind in ('deposit', 'bonus', 'play', 'waiver')`,
  `kind in ('deposit', 'bonus', 'play', 'waiver', 'void')`,
];
const MULTIPLE = [
  'turnover_entries_multiple',
  `(kind in ('play', 'waiver')) = (multiple is null)`,
  `(kind in ('play', 'waiver', 'void')) = (multiple is null)`,
];

/**
 * A round voided and refunded (issue 39, docs/game-rules.md 'Voided rounds'): `round_voids`, one row per voided round
 * (the four-eyes request that voided it, who asked and approved, why; `refunded_at` once every order is refunded);
 * `lottery_orders.refund`, what voiding returned to the order (null unless voided); a turnover entry of kind `void`
 * adding back what a voided round's play had counted. PostgreSQL swaps the two checks; SQLite cannot alter a check,
 * so turnover_entries is rebuilt from its own stored definition, its rows, indexes and triggers kept (as 048 did).
 */
export const roundVoids: Migration = {
  name: '053_round_voids',
  async up(db, dialect) {
    await withId(db.schema.createTable('round_voids'), dialect)
      .addColumn('round_id', 'integer', (c) => c.notNull().unique().references('lottery_rounds.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull().references('ops_requests.id'))
      .addColumn('asked_by', 'text', (c) => c.notNull())
      .addColumn('approved_by', 'text', (c) => c.notNull())
      .addColumn('voided_at', 'bigint', (c) => c.notNull())
      .addColumn('refunded_at', 'bigint')
      .execute();
    await db.schema
      .alterTable('lottery_orders')
      .addColumn('refund', 'bigint', (c) => c.check(sql`refund >= 0`))
      .execute();
    if (dialect === 'postgres') {
      for (const [name, , check] of [KIND, MULTIPLE]) {
        await sql`alter table turnover_entries drop constraint ${sql.raw(name!)}`.execute(db);
        await sql`alter table turnover_entries add constraint ${sql.raw(name!)} check (${sql.raw(check!)})`.execute(db);
      }
      return;
    }
    await rebuildSqlite(db);
  },
};

async function rebuildSqlite(db: Kysely<any>): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = 'turnover_entries' and sql is not null`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')!.sql;
  let rebuilt = table.replace(/"turnover_entries"/, '"turnover_entries_053"');
  for (const [, before, after] of [KIND, MULTIPLE]) {
    if (!rebuilt.includes(before!)) throw new Error(`053: turnover_entries has no check ${before}`);
    rebuilt = rebuilt.replace(before!, after!);
  }
  await sql.raw(rebuilt).execute(db);
  await sql`insert into turnover_entries_053 select * from turnover_entries`.execute(db);
  await sql`drop table turnover_entries`.execute(db);
  await sql`alter table turnover_entries_053 rename to turnover_entries`.execute(db);
  for (const row of schema.rows.filter((r) => r.type !== 'table')) await sql.raw(row.sql).execute(db);
}
