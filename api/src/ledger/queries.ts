import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, PROFIT_TYPES, type Entry, type EntryType } from '../domain/ledger';
import type { Range } from '../domain/time';
import { toEntry } from './post';

export const PAGE_SIZE = 20;

export interface EntryFilter {
  /** Unix milliseconds, from inclusive, to exclusive. */
  from: number;
  to: number;
  type?: EntryType;
  /** 1-based. */
  page?: number;
  /** Only entries older than this id (the console's next page, read by key instead of page). */
  beforeId?: number;
  pageSize?: number;
}

/**
 * A member's fund log, newest first. An approved deposit request is left out: its credit entry (which
 * carries the money, the status and the balance after) stands for it, so each deposit shows once.
 */
export async function listEntries(db: Db | Trx, userId: number, filter: EntryFilter): Promise<Entry[]> {
  const size = filter.pageSize ?? PAGE_SIZE;
  let query = db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>=', filter.from)
    .where('created_at', '<', filter.to)
    .where((eb) => eb.not(eb.and([eb('type', '=', ENTRY_TYPE.deposit), eb('status', '=', ENTRY_STATUS.passed), eb('delta', '=', 0)])));
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(size)
    .offset(((filter.page ?? 1) - 1) * size)
    .execute();
  return rows.map(toEntry);
}

/** Purchases and profits over a period (unix milliseconds), or over all time without one. */
export async function profitOf(db: Db | Trx, userId: number, range?: Range): Promise<number> {
  let query = db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('type', 'in', [...PROFIT_TYPES]);
  if (range) query = query.where('created_at', '>=', range.from).where('created_at', '<', range.to);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A member's withdrawals the operator has not decided yet, newest first. */
export async function listWithdrawalsUnderReview(db: Db | Trx, userId: number): Promise<Entry[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('status', '=', ENTRY_STATUS.notPassed)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEntry);
}

/**
 * Pending deposits and withdrawals (the operator's queue), oldest first (by id), with the member's name: all, or
 * `page.take` after the entry of id `page.afterId` (none: from the oldest).
 */
export async function listPending(
  db: Db | Trx,
  type?: EntryType,
  page?: { afterId?: number | undefined; take: number },
): Promise<Array<Entry & { username: string }>> {
  const query = db
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .selectAll('ledger_entries')
    .select('users.username')
    .where('ledger_entries.status', '=', ENTRY_STATUS.notPassed)
    .where('ledger_entries.type', 'in', type === undefined ? [ENTRY_TYPE.deposit, ENTRY_TYPE.withdrawal] : [type])
    .$if(page?.afterId !== undefined, (q) => q.where('ledger_entries.id', '>', page!.afterId!))
    .$if(page !== undefined, (q) => q.limit(page!.take));
  const rows = await query.orderBy('ledger_entries.id').execute();
  return rows.map((row) => ({ ...toEntry(row), username: row.username }));
}
