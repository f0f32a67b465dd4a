import type { Db, Trx } from '../db/schema';
import { depositCutoff, ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { recordExpiries } from './decisionRecords';

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

/**
 * Records the expiry of every deposit request past its window: the status change 0 -> 2 a rejection makes (the
 * request moved no money, so no entry is written), its outcome 'expired' and the member's in-site message, in one
 * transaction (the caller's, or its own). Guarded by `status = 0` like `settle`, so an operator's decision and any
 * number of sweepers never conflict: each request expires once. Returns how many expired.
 */
export async function expireDeposits(db: Db | Trx, now = Date.now()): Promise<number> {
  const sweep = async (trx: Trx) => {
    const expired = await trx
      .updateTable('ledger_entries')
      .set({ status: ENTRY_STATUS.rejected })
      .where('type', '=', ENTRY_TYPE.deposit)
      .where('status', '=', ENTRY_STATUS.notPassed)
      .where('created_at', '<=', depositCutoff(now))
      .returning(['id', 'user_id', 'amount'])
      .execute();
    await recordExpiries(
      trx,
      expired.map((row) => ({ id: Number(row.id), userId: Number(row.user_id), amount: Number(row.amount) })),
      now,
    );
    return expired.length;
  };
  return db.isTransaction ? sweep(db as Trx) : (db as Db).transaction().execute(sweep);
}
