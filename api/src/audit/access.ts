// Reads recorded (issue 40): staff opening a member's data leaves a row, apart from the audit log of changes.
import type { Selectable } from 'kysely';
import type { ExportKind } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import { keysetPage, type Page, type PageAsked } from '../lists/keyset';
import type { Actor } from './log';
import { storedForms } from './parties';
import type { AccessLogTable } from './tables';

export type AccessWhat =
  | 'member.detail'
  | 'member.show'
  | 'member.document'
  | 'member.fundLog'
  | 'member.orders'
  | 'member.messages'
  | 'member.bindingChanges'
  | `export.${ExportKind}`;

/** Records that `by` opened `what` of member `userId`; written whether or not the read runs in a transaction. */
export async function recordAccess(db: Db | Trx, by: Actor, userId: number, what: AccessWhat, now = Date.now()): Promise<void> {
  await recordRead(db, by, `member:${userId}`, what, now);
}

/** Records that `by` read `what` of `target` (a member, or what an export covered: 'audit:2026-01-01..2026-01-31'). */
export async function recordRead(db: Db | Trx, by: Actor, target: string, what: AccessWhat, now = Date.now()): Promise<void> {
  await db.insertInto('access_log').values({ actor: by.actor, target, what, address: by.address, created_at: now }).execute();
}

export interface AccessQuery extends PageAsked {
  actor?: string | undefined;
  target?: string | undefined;
}

/** The reads, newest first (by id, the page's key), filtered by who and whom (a name or a stored form: parties.ts). */
export async function searchAccess(db: Db | Trx, query: AccessQuery): Promise<Page<Selectable<AccessLogTable>>> {
  const actors = query.actor ? await storedForms(db, query.actor) : undefined;
  const targets = query.target ? await storedForms(db, query.target) : undefined;
  return keysetPage(
    query,
    1,
    (after, take) =>
      db
        .selectFrom('access_log')
        .selectAll()
        .$if(!!actors, (q) => q.where('actor', 'in', actors!))
        .$if(!!targets, (q) => q.where('target', 'in', targets!))
        .$if(after !== undefined, (q) => q.where('id', '<', after![0]!))
        .orderBy('id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
}
