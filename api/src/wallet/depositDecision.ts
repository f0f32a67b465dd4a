// A cashier's decision on a pending deposit request (the console's queue; the ops CLI's deposit:*): one service, in
// the caller's transaction with its audit row.
import { writeAudit, type Actor } from '../audit/log';
import type { Trx } from '../db/schema';
import type { Deps } from '../deps';
import { ENTRY_TYPE } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from '../operators/errors';
import { decideIn } from './decide';
import type { PendingRequest } from './withdrawalDecision';

export interface DepositDecision {
  id: number;
  decision: 'approve' | 'reject';
  reason?: string | undefined;
}

/** Approves or rejects a pending deposit as `by`. With the chain watcher on, deposits are credited from the chain, never by hand. */
export async function decideDeposit(
  deps: Deps,
  trx: Trx,
  request: PendingRequest,
  asked: DepositDecision,
  by: Actor,
): Promise<'approved' | 'rejected'> {
  if (asked.decision === 'approve' && deps.config.chain.jsonRpcUrl) throw new AppError(OPS_ERR.depositsFromChain);
  await decideIn(deps.ledger, trx, asked.id, ENTRY_TYPE.deposit, asked.decision);
  const state = asked.decision === 'approve' ? 'approved' : 'rejected';
  await writeAudit(trx, {
    ...by,
    action: `deposit.${asked.decision}`,
    target: `deposit:${asked.id}`,
    before: { status: 'pending', amount: Number(request.amount) },
    after: { status: state },
    reason: asked.reason ?? null,
  });
  return state;
}
