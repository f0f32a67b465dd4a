// A cashier's decision on a pending withdrawal (the console's queue; the ops CLI's withdraw:*): one service, in the
// caller's transaction with its audit row, four eyes on large withdrawals.
import { writeAudit, type Actor } from '../audit/log';
import type { Trx } from '../db/schema';
import type { Deps } from '../deps';
import { ENTRY_TYPE } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { OPS_ERR } from '../operators/errors';
import { approvalsOf, recordApproval } from './approvals';
import { decideIn } from './decide';
import { approveWithdrawalIn, parseTxHash } from './payouts';

/** The pending request a decision reads first (its amount for four eyes and the audit row). */
export interface PendingRequest {
  id: number;
  user_id: number;
  amount: number | string;
}

export interface WithdrawalDecision {
  id: number;
  decision: 'approve' | 'reject';
  tx?: string | undefined;
  reason?: string | undefined;
}

/**
 * Approves or rejects a pending withdrawal as `by`. One above OPS_SECOND_APPROVAL_ABOVE is paid only on a second
 * operator's approval: the first is recorded (and audited) and nothing moves; the same operator cannot give the second.
 */
export async function decideWithdrawal(
  deps: Deps,
  trx: Trx,
  request: PendingRequest,
  asked: WithdrawalDecision,
  by: Actor,
): Promise<'approved' | 'rejected' | 'awaiting_second'> {
  const audit = (action: string, after: object) =>
    writeAudit(trx, {
      ...by,
      action,
      target: `withdrawal:${asked.id}`,
      before: { status: 'pending', amount: Number(request.amount) },
      after,
      reason: asked.reason ?? null,
    });
  if (asked.decision === 'approve' && Number(request.amount) > deps.config.wallet.secondApprovalAbove) {
    const earlier = await approvalsOf(trx, asked.id);
    if (earlier.includes(by.actor)) throw new AppError(OPS_ERR.secondApprover);
    if (earlier.length === 0) {
      await recordApproval(trx, asked.id, by, deps.now());
      await audit('withdrawal.firstApproval', { status: 'awaiting_second' });
      return 'awaiting_second';
    }
  }
  if (asked.decision === 'approve') {
    const order = { txHash: asked.tx ? parseTxHash(asked.tx) : null, txRequired: !!deps.config.chain.jsonRpcUrl };
    await approveWithdrawalIn(deps.ledger, trx, asked.id, order);
  } else await decideIn(deps.ledger, trx, asked.id, ENTRY_TYPE.withdrawal, 'reject');
  const state = asked.decision === 'approve' ? 'approved' : 'rejected';
  await audit(`withdrawal.${asked.decision}`, { status: state, ...(asked.tx ? { tx: asked.tx } : {}) });
  return state;
}
