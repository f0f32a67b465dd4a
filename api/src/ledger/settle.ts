import type { Db, Trx } from '../db/schema';
import { LedgerError, settlement, type Decision, type Entry, ENTRY_STATUS } from '../domain/ledger';
import { recordSettlement } from './decisionRecords';
import { inTransaction, post, toEntry } from './post';

export interface Settled {
  /** The decided request, with its new status. */
  request: Entry;
  /** The entries that moved the money (credit and bonus, or the return); none for a rejected deposit or an approved withdrawal. */
  entries: Entry[];
}

/**
 * Approves or rejects a pending deposit or withdrawal. The status change is guarded (`WHERE status = 0`),
 * so of two operators deciding at once exactly one wins; the loser gets 'already_settled' and writes nothing.
 * Every decider goes through here, so here a deposit's outcome and the member's in-site message are written.
 */
export async function settle(db: Db | Trx, entryId: number, decision: Decision, now = Date.now()): Promise<Settled> {
  const trx = inTransaction(db);
  const row = await trx.selectFrom('ledger_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!row) throw new LedgerError('entry_not_found', `entry ${entryId}`);
  const request = toEntry(row);
  const plan = settlement(request, decision, now);
  const changed = await trx
    .updateTable('ledger_entries')
    .set({ status: plan.to })
    .where('id', '=', entryId)
    .where('status', '=', ENTRY_STATUS.notPassed)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new LedgerError('already_settled', `entry ${entryId}`);
  const entries: Entry[] = [];
  for (const posting of plan.postings) entries.push(await post(trx, posting, now));
  const settled = { request: { ...request, status: plan.to }, entries };
  await recordSettlement(trx, settled, now);
  return settled;
}
