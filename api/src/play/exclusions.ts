import { GROUP_MEMBER } from 'shared-contracts';
import type { Db, Trx } from '../db/schema';
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

/**
 * The exclusion report (issue 40): every member (not guests) whose break, an exclusion or a time-out, self-taken or
 * imposed, runs at `now`, newest first. One read of the settings rows with a break ending later.
 */
export async function exclusionsAt(db: Db | Trx, now: number): Promise<ExclusionEntry[]> {
  const rows = await db
    .selectFrom('play_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.username', 's.break_kind', 's.break_since', 's.break_until', 's.break_by', 's.break_reason'])
    .where('u.group_id', '=', GROUP_MEMBER)
    .where('s.break_until', '>', now)
    .orderBy('s.break_since', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map((row) => ({
    userId: Number(row.id),
    username: row.username,
    kind: row.break_kind as BreakKind,
    since: row.break_since === null ? null : Number(row.break_since),
    until: Number(row.break_until),
    indefinite: Number(row.break_until) === INDEFINITE_UNTIL,
    imposedBy: row.break_by,
    reason: row.break_reason,
  }));
}
