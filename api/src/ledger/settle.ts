import type { Trx } from '../db/schema';
import { ENTRY_STATUS, LedgerError, settlement, type Decision, type DepositBonusRule, type Entry, type Posting } from '../domain/ledger';
import { toEntry } from './post';

export interface Settled {
  /** The decided request, with its new status. */
  request: Entry;
  /** The entries that moved the money (credit and bonus, or the return); none for a rejected deposit or an approved withdrawal. */
  entries: Entry[];
}

/** A decision's plan: the request with its new status, and the postings that move the money. */
export interface Decided {
  request: Entry;
  postings: Posting[];
}

/**
 * Approves or rejects a pending deposit or withdrawal: changes its status, guarded (`WHERE status = 0`), so of two
 * operators deciding at once exactly one wins; the loser gets 'already_settled' and writes nothing. Answers the
 * postings that move the money, for `Ledger.settle` to post in the same transaction. Only the money: what a decision
 * records beside it (a deposit's outcome, the member's message) is the wallet's (wallet/requests/decide.ts), and so is the
 * deposit bonus program in force (`bonus`, which the ledger only applies). A rejected withdrawal's return carries the
 * cashier's `reason` in its mark.
 */
export async function decidePending(
  trx: Trx,
  entryId: number,
  decision: Decision,
  bonus: DepositBonusRule,
  now: number,
  reason: string | null = null,
): Promise<Decided> {
  const row = await trx.selectFrom('ledger_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!row) throw new LedgerError('entry_not_found', `entry ${entryId}`);
  const request = toEntry(row);
  const plan = settlement(request, decision, now, bonus, reason);
  const changed = await trx
    .updateTable('ledger_entries')
    .set({ status: plan.to })
    .where('id', '=', entryId)
    .where('status', '=', ENTRY_STATUS.notPassed)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new LedgerError('already_settled', `entry ${entryId}`);
  return { request: { ...request, status: plan.to }, postings: plan.postings };
}
