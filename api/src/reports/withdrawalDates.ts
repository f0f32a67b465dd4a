// Withdrawals dated two ways (issue 39): by the day they were asked (what figures.ts counts) and by the day they were
// decided, approved or rejected, which is when the money's fate was known. Guests cannot withdraw; left out all the same.
import { sql, type RawBuilder } from 'kysely';
import { GROUP_GUEST } from 'shared-contracts';
import type { Db, Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { assertBounds, spanOf } from './figures';

export interface WithdrawalDay {
  requested: number;
  requestedCount: number;
  approved: number;
  approvedCount: number;
  rejected: number;
  rejectedCount: number;
}

const NONE: WithdrawalDay = { requested: 0, requestedCount: 0, approved: 0, approvedCount: 0, rejected: 0, rejectedCount: 0 };

/**
 * Each span [bounds[i], bounds[i + 1]): withdrawals asked in it, approved in it (the last approval's record, migration
 * 049; before it, the payout recorded with the approval; a bank withdrawal approved before 049 has no known time and is
 * not dated) and rejected in it (the entry returning the money).
 */
export async function withdrawalsBySpan(db: Db | Trx, bounds: readonly number[]): Promise<WithdrawalDay[]> {
  assertBounds(bounds);
  const spans = Array.from({ length: bounds.length - 1 }, () => ({ ...NONE }));
  const [requested, approved, rejected] = await Promise.all([
    sums(db, 'requested', bounds),
    sums(db, 'approved', bounds),
    sums(db, 'rejected', bounds),
  ]);
  for (const row of requested) Object.assign(spans[row.span]!, { requested: row.total, requestedCount: row.n });
  for (const row of approved) Object.assign(spans[row.span]!, { approved: row.total, approvedCount: row.n });
  for (const row of rejected) Object.assign(spans[row.span]!, { rejected: row.total, rejectedCount: row.n });
  return spans;
}

type Dating = 'requested' | 'approved' | 'rejected';

/** When each dating puts a withdrawal: its hold's time, its approval's, or the time of the entry returning its money. */
const TIME_OF: Record<Dating, RawBuilder<number>> = {
  requested: sql<number>`h.created_at`,
  approved: sql<number>`coalesce(a.approved_at, p.recorded_at)`,
  rejected: sql<number>`h.created_at`,
};

/** Sums per span of the withdrawals a dating counts: every hold, the approved holds, or the returning entries. */
async function sums(db: Db | Trx, dating: Dating, bounds: readonly number[]) {
  const time = TIME_OF[dating];
  const span = spanOf(time, bounds);
  const rows = await db
    .selectFrom('ledger_entries as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('approved_withdrawals as a', 'a.entry_id', 'h.id')
    .leftJoin('chain_payouts as p', 'p.entry_id', 'h.id')
    .select((eb) => [span.as('span'), eb.fn.sum<string | number>('h.amount').as('total'), eb.fn.countAll<string | number>().as('n')])
    .where('u.group_id', '!=', GROUP_GUEST)
    .where('h.type', '=', ENTRY_TYPE.withdrawal)
    .where('h.settles', dating === 'rejected' ? 'is not' : 'is', null)
    .$if(dating !== 'requested', (q) => q.where('h.status', '=', dating === 'approved' ? ENTRY_STATUS.passed : ENTRY_STATUS.rejected))
    .where(time, '>=', bounds[0]!)
    .where(time, '<', bounds[bounds.length - 1]!)
    .groupBy(span)
    .execute();
  return rows.map((row) => ({ span: Number(row.span), total: Number(row.total), n: Number(row.n) }));
}
