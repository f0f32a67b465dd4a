// The first approvals of a pending ledger request that needs two operators (four eyes): a large withdrawal, a
// deposit approved by hand above its threshold. Kept in `withdrawal_approvals` (migration 039; any request's entry id).
import type { Actor } from '../../audit/log';
import type { Trx } from '../../db/schema';

/** The operators (`operator:<name>`) who approved the request so far. */
export async function approvalsOf(trx: Trx, entryId: number): Promise<string[]> {
  const rows = await trx.selectFrom('withdrawal_approvals').select('operator').where('entry_id', '=', entryId).execute();
  return rows.map((row) => row.operator);
}

/** Records `by`'s first approval of the request. */
export async function recordApproval(trx: Trx, entryId: number, by: Actor, now: number): Promise<void> {
  await trx.insertInto('withdrawal_approvals').values({ entry_id: entryId, operator: by.actor, approved_at: now }).execute();
}
