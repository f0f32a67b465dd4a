import { GROUP_MEMBER } from 'shared-contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/schema';
import { keysetPage, type Page, type PageAsked } from '../lists/keyset';
import type { BreakKind } from '../domain/play';
import { INDEFINITE_UNTIL } from '../domain/play';

/** A member on a break at the time asked: the exclusion report's row (times unix ms). */
export interface ExclusionEntry {
  userId: number;
  username: string;
  kind: BreakKind;
  /** Null for a break taken before migration 057 recorded when. */
  since: number | null;
  until: number;
  indefinite: boolean;
  /** 'operator:<name>'; null: the member's own. */
  imposedBy: string | null;
  reason: string | null;
}

/** The settings rows with a break running at `now`, of members (not guests), unordered. */
const onBreak = (db: Db | Trx, now: number) =>
  db
    .selectFrom('play_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.username', 's.break_kind', 's.break_since', 's.break_until', 's.break_by', 's.break_reason'])
    .select(sql<number>`coalesce(s.break_since, 0)`.as('since_key'))
    .where('u.group_id', '=', GROUP_MEMBER)
    .where('s.break_until', '>', now);
type OnBreak = Awaited<ReturnType<ReturnType<typeof onBreak>['execute']>>[number];

const entryOf = (row: OnBreak): ExclusionEntry => ({
  userId: Number(row.id),
  username: row.username,
  kind: row.break_kind as BreakKind,
  since: row.break_since === null ? null : Number(row.break_since),
  until: Number(row.break_until),
  indefinite: Number(row.break_until) === INDEFINITE_UNTIL,
  imposedBy: row.break_by,
  reason: row.break_reason,
});

/**
 * The exclusion report (issue 40): every member (not guests) whose break, an exclusion or a time-out, self-taken or
 * imposed, runs at `now`, newest first (a break of unknown start last). One read of the settings rows with a break ending later.
 */
export async function exclusionsAt(db: Db | Trx, now: number): Promise<ExclusionEntry[]> {
  const rows = await onBreak(db, now).orderBy('since_key', 'desc').orderBy('u.id', 'desc').execute();
  return rows.map(entryOf);
}

/** The exclusion report a page at a time, in its order (the page's key: the break's start, 0 when unknown, and the member's id). */
export async function exclusionsPage(db: Db | Trx, now: number, asked: PageAsked): Promise<Page<ExclusionEntry>> {
  const since = sql<number>`coalesce(s.break_since, 0)`;
  const page = await keysetPage(
    asked,
    2,
    (after, take) =>
      onBreak(db, now)
        .$if(after !== undefined, (q) =>
          q.where((eb) => eb.or([eb(since, '<', after![0]!), eb.and([eb(since, '=', after![0]!), eb('u.id', '<', after![1]!)])])),
        )
        .orderBy('since_key', 'desc')
        .orderBy('u.id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.since_key), Number(row.id)],
  );
  return { ...page, rows: page.rows.map(entryOf) };
}
