// Reads recorded (issue 40): staff opening a member's data leaves a row, apart from the audit log of changes.
import type { Selectable } from 'kysely';
import type { ExportKind } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import type { Actor } from './log';
import type { AccessLogTable } from './tables';

export type AccessWhat = 'member.detail' | 'member.show' | 'member.document' | 'member.fundLog' | `export.${ExportKind}`;

/** Records that `by` opened `what` of member `userId`; written whether or not the read runs in a transaction. */
export async function recordAccess(db: Db | Trx, by: Actor, userId: number, what: AccessWhat, now = Date.now()): Promise<void> {
  await recordRead(db, by, `member:${userId}`, what, now);
}

/** Records that `by` read `what` of `target` (a member, or what an export covered: 'audit:2026-01-01..2026-01-31'). */
export async function recordRead(db: Db | Trx, by: Actor, target: string, what: AccessWhat, now = Date.now()): Promise<void> {
  await db.insertInto('access_log').values({ actor: by.actor, target, what, address: by.address, created_at: now }).execute();
}

export interface AccessQuery {
  actor?: string | undefined;
  target?: string | undefined;
  /** Rows older than this id (the next page). */
  before?: number | undefined;
  limit: number;
}

/** The reads, newest first, filtered by who and whom. */
export async function searchAccess(db: Db | Trx, query: AccessQuery): Promise<Selectable<AccessLogTable>[]> {
  return db
    .selectFrom('access_log')
    .selectAll()
    .$if(!!query.actor, (q) => q.where('actor', '=', query.actor!))
    .$if(!!query.target, (q) => q.where('target', '=', query.target!))
    .$if(query.before !== undefined, (q) => q.where('id', '<', query.before!))
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}
