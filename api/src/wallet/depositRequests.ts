import { sql } from 'kysely';
import type { DepositRequest, DepositState } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import {
  DEPOSIT_WINDOW_MS,
  depositBonus,
  ENTRY_STATUS,
  ENTRY_TYPE,
  isExpiredDeposit,
  type Entry,
  type EntryStatus,
} from '../domain/ledger';
import { PAGE_SIZE } from '../ledger/queries';
import type { DepositOutcomesTable } from './tables';

type Request = Pick<Entry, 'id' | 'amount' | 'status' | 'createdAt' | 'ref'>;
type Outcome = Pick<DepositOutcomesTable, 'outcome' | 'bonus'>;

/**
 * Where a member's deposit request stands at `now`. A request past its window shows expired before the sweeper
 * (depositExpiry.ts) records it; a decided one shows its recorded outcome (every decision records one, and
 * migration 026 recorded those made before it).
 */
export function depositRequestOf(request: Request, outcome: Outcome | null, now: number): DepositRequest {
  const state = stateOf(request, outcome, now);
  const bonus = state === 'pending' ? depositBonus(request.amount) : state === 'credited' ? Number(outcome?.bonus ?? 0) : 0;
  return {
    id: request.id,
    amount: request.amount,
    bonus,
    state,
    createtime: Math.floor(request.createdAt / 1000),
    expires_at: Math.floor((request.createdAt + DEPOSIT_WINDOW_MS) / 1000),
    address: request.ref ?? '',
  };
}

function stateOf(request: Request, outcome: Outcome | null, now: number): DepositState {
  if (request.status === ENTRY_STATUS.notPassed) {
    return isExpiredDeposit({ ...request, type: ENTRY_TYPE.deposit, settles: null }, now) ? 'expired' : 'pending';
  }
  return outcome?.outcome ?? (request.status === ENTRY_STATUS.passed ? 'credited' : 'rejected');
}

/** A member's own deposit requests (not the credits that settle them), newest first, 20 a page. */
export async function listDepositRequests(db: Db | Trx, userId: number, page = 1, now = Date.now()): Promise<DepositRequest[]> {
  const rows = await db
    .selectFrom('ledger_entries as r')
    .leftJoin('deposit_outcomes as o', 'o.request_id', 'r.id')
    .select(['r.id', 'r.amount', 'r.status', 'r.created_at', 'r.ref', 'o.outcome', 'o.bonus'])
    .where('r.user_id', '=', userId)
    // The requests, not the credits that settle them (those moved money). Literals, so that both databases use the
    // partial index of migration 026 (`WHERE type = 0 AND delta = 0`).
    .where('r.type', '=', sql.lit(ENTRY_TYPE.deposit))
    .where('r.delta', '=', sql.lit(0))
    .orderBy('r.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((row) =>
    depositRequestOf(
      {
        id: Number(row.id),
        amount: Number(row.amount),
        status: Number(row.status) as EntryStatus,
        createdAt: Number(row.created_at),
        ref: row.ref,
      },
      row.outcome ? { outcome: row.outcome, bonus: Number(row.bonus) } : null,
      now,
    ),
  );
}
