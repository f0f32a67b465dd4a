// The cashier's decisions from the back office (issue 29): the wallet's services (wallet/depositDecision.ts,
// wallet/withdrawalDecision.ts) in the console call's transaction, their refusals as the console's.
import type { Actor } from '../audit/log';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { toUnixSeconds } from '../domain/time';
import type { Deps } from '../deps';
import { ENTRY_STATUS, ENTRY_TYPE, isLedgerError } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { decideDeposit, depositNeedsTwo } from '../wallet/depositDecision';
import { PayoutRefused } from '../wallet/payouts';
import { decideWithdrawal, withdrawalNeedsTwo } from '../wallet/withdrawalDecision';
import { OPS_ERR } from './errors';

export type DecisionState = 'approved' | 'rejected' | 'awaiting_second';

export interface CashierDecision {
  id: number;
  kind: 'deposit' | 'withdrawal';
  decision: 'approve' | 'reject';
  tx?: string | undefined;
  reason?: string | undefined;
}

/** Decides a pending deposit or withdrawal as `by`: the console's queue and the ops CLI's deposit:approve, withdraw:approve. */
export async function decideAs(deps: Deps, trx: Trx, asked: CashierDecision, by: Actor): Promise<DecisionState> {
  // Locked (PostgreSQL), so decisions on one request run one after the other: the second sees the first's approval
  // (a second from the same operator is refused, one from another completes), never a duplicate key.
  const request = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'amount', 'status', 'settles'])
    .where('id', '=', asked.id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  const type = asked.kind === 'deposit' ? ENTRY_TYPE.deposit : ENTRY_TYPE.withdrawal;
  if (!request || request.type !== type || request.settles !== null || request.status !== ENTRY_STATUS.notPassed)
    throw new AppError(OPS_ERR.notPending);
  return ledgerRefusals(() =>
    asked.kind === 'deposit' ? decideDeposit(deps, trx, request, asked, by) : decideWithdrawal(deps, trx, request, asked, by),
  );
}

/** The ledger's and the payout's refusals as the console's. */
async function ledgerRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PayoutRefused) throw new AppError(OPS_ERR.payoutRefused, { detail: error.message });
    if (isLedgerError(error)) throw new AppError(OPS_ERR.notPending);
    throw error;
  }
}

/**
 * The cashier's queue: the pending requests of a kind, oldest first, each with its first approvals and whether
 * approving it takes two operators (the server's rule, so the console never restates it).
 */
export async function cashierQueue(deps: Deps, db: Db | Trx, kind: CashierDecision['kind']) {
  const pending = await deps.ledger.listPending(db, kind === 'deposit' ? ENTRY_TYPE.deposit : ENTRY_TYPE.withdrawal);
  const approvals = await db
    .selectFrom('withdrawal_approvals')
    .select(['entry_id', 'operator'])
    .where('entry_id', 'in', [0, ...pending.map((entry) => entry.id)])
    .execute();
  const rows = [];
  for (const entry of pending) {
    const request = { id: entry.id, user_id: entry.userId, amount: entry.amount };
    rows.push({
      id: entry.id,
      user_id: entry.userId,
      username: entry.username,
      amount: entry.amount,
      destination: entry.ref ?? '',
      createtime: toUnixSeconds(entry.createdAt),
      approvals: approvals.filter((row) => row.entry_id === entry.id).map((row) => row.operator),
      needs_second: kind === 'deposit' ? depositNeedsTwo(deps, request) : await withdrawalNeedsTwo(deps, db, request),
    });
  }
  return rows;
}
