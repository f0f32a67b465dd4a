import { formatMoney } from 'shared-contracts';
import type { Db } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, LedgerError, type Decision, type EntryType } from '../domain/ledger';
import { settle, type Settled } from './settle';

/**
 * An operator's decision on a pending deposit or withdrawal (ops commands deposit:* and withdraw:*):
 * refuses an entry of the other kind, so `deposit:approve` can never pass a withdrawal by a mistyped id.
 */
export async function decide(db: Db, entryId: number, kind: EntryType, decision: Decision): Promise<Settled> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('ledger_entries').select(['type', 'settles']).where('id', '=', entryId).executeTakeFirst();
    if (!row) throw new LedgerError('entry_not_found', `entry ${entryId}`);
    if (row.type !== kind || row.settles !== null)
      throw new LedgerError(
        'not_settleable',
        `entry ${entryId} is not a ${kind === ENTRY_TYPE.deposit ? 'deposit' : 'withdrawal'} request`,
      );
    return settle(trx, entryId, decision);
  });
}

/** One line per entry a decision wrote, for the operator. */
export function describeSettled({ request, entries }: Settled): string[] {
  const status = request.status === ENTRY_STATUS.passed ? 'approved' : 'rejected';
  return [
    `entry ${request.id} ${status}: ${formatMoney(request.amount)} for member ${request.userId}`,
    ...entries.map((e) => `  wrote entry ${e.id}: ${e.delta >= 0 ? '+' : ''}${formatMoney(e.delta)} (balance ${formatMoney(e.over)})`),
  ];
}
