// The cashier's decisions from the back office (issue 29): the wallet's services (wallet/depositDecision.ts,
// wallet/withdrawalDecision.ts) in the console call's transaction, their refusals as the console's.
import type { Actor } from '../audit/log';
import type { Trx } from '../db/schema';
import type { Deps } from '../deps';
import { ENTRY_STATUS, ENTRY_TYPE, isLedgerError } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { decideDeposit } from '../wallet/depositDecision';
import { PayoutRefused } from '../wallet/payouts';
import { decideWithdrawal } from '../wallet/withdrawalDecision';
import { OPS_ERR } from './errors';

export type DecisionState = 'approved' | 'rejected' | 'awaiting_second';

export interface CashierDecision {
  id: number;
  kind: 'deposit' | 'withdrawal';
  decision: 'approve' | 'reject';
  tx?: string | undefined;
  reason?: string | undefined;
}

/** Decides a pending deposit or withdrawal as `by`. */
export async function decideAs(deps: Deps, trx: Trx, asked: CashierDecision, by: Actor): Promise<DecisionState> {
  const request = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'amount', 'status', 'settles'])
    .where('id', '=', asked.id)
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
