import type { Db, Trx } from '../../db/schema';
import type { Entry, Posting } from '../../domain/ledger';
import type { Ledger } from '../../ledger';
import { walletErrorOf } from '../errors';

/** A member's own posting (a withdrawal hold, a deposit request): the ledger's refusals become the member's answers (30xxx). */
export async function postOrRefuse(ledger: Ledger, db: Db | Trx, posting: Posting): Promise<Entry> {
  try {
    return await ledger.post(db, posting);
  } catch (error) {
    throw walletErrorOf(error);
  }
}
