import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';

const KIND = ['turnover_entries_kind', `kind in ('deposit', 'bonus', 'play')`, `kind in ('deposit', 'bonus', 'play', 'waiver')`];
const MULTIPLE = ['turnover_entries_multiple', `(kind = 'play') = (multiple is null)`, `(kind in ('play', 'waiver')) = (multiple is null)`];

/**
 * An operator's turnover waiver (issue 38, wallet/turnover.ts recordTurnoverWaiver): a turnover entry of its own kind,
 * with no multiple, as a stake's. PostgreSQL swaps the two checks; SQLite cannot alter a check, so the table is
 * rebuilt from its own stored definition (whatever columns it has by now), its rows, indexes and triggers kept.
 */
export const turnoverWaivers: Migration = {
  name: '048_turnover_waivers',
  async up(db, dialect) {
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
  let rebuilt = table.replace(/"turnover_entries"/, '"turnover_entries_048"');
  for (const [, before, after] of [KIND, MULTIPLE]) {
    if (!rebuilt.includes(before!)) throw new Error(`048: turnover_entries has no check ${before}`);
    rebuilt = rebuilt.replace(before!, after!);
  }
  await sql.raw(rebuilt).execute(db);
  await sql`insert into turnover_entries_048 select * from turnover_entries`.execute(db);
  await sql`drop table turnover_entries`.execute(db);
  await sql`alter table turnover_entries_048 rename to turnover_entries`.execute(db);
  for (const row of schema.rows.filter((r) => r.type !== 'table')) await sql.raw(row.sql).execute(db);
}
