import type { Db, Trx } from '../db/schema';
import { depositCutoff, ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { inTransaction } from './post';

/** A member's deposit requests still waiting inside their window (the ones that count against MAX_OPEN_DEPOSITS). */
export async function openDeposits(db: Db | Trx, userId: number, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('open'))
    .where('user_id', '=', userId)
    .where('created_at', '>', depositCutoff(now))
    .where('type', '=', ENTRY_TYPE.deposit)
    .where('status', '=', ENTRY_STATUS.notPassed)
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

export interface ExpiredRequest {
  id: number;
  userId: number;
  amount: number;
}

/**
 * Closes every deposit request past its window with the status change 0 -> 2 a rejection makes (the request moved
 * no money, so no entry is written), in the caller's transaction. Guarded by `status = 0` like `settle`, so an
 * operator's decision and any number of sweepers never conflict: each request expires once. Answers the expired ones.
 */
export async function closeExpiredDeposits(db: Db | Trx, now = Date.now()): Promise<ExpiredRequest[]> {
  const expired = await inTransaction(db)
    .updateTable('ledger_entries')
    .set({ status: ENTRY_STATUS.rejected })
    .where('type', '=', ENTRY_TYPE.deposit)
    .where('status', '=', ENTRY_STATUS.notPassed)
    .where('created_at', '<=', depositCutoff(now))
    .returning(['id', 'user_id', 'amount'])
    .execute();
  return expired.map((row) => ({ id: Number(row.id), userId: Number(row.user_id), amount: Number(row.amount) }));
}
