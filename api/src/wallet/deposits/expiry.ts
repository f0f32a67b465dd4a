import type { Db, Trx } from '../../db/schema';
import type { Ledger } from '../../ledger';
import { recordExpiries } from '../requests/decisions';

/**
 * Records the expiry of every deposit request past its window: the ledger closes each (ledger.closeExpiredDeposits),
 * and its outcome 'expired' and the member's in-site message are written beside it, in one transaction (the
 * caller's, or its own). Each request expires once, however many sweepers run. Returns how many expired.
 */
export async function expireDeposits(ledger: Ledger, db: Db | Trx, now = Date.now()): Promise<number> {
  const sweep = async (trx: Trx) => {
    const expired = await ledger.closeExpiredDeposits(trx, now);
    await recordExpiries(trx, expired, now);
    return expired.length;
  };
  return db.isTransaction ? sweep(db as Trx) : (db as Db).transaction().execute(sweep);
}
