// The cashier's decisions from the back office (issue 29): the same services as the ops CLI (wallet/decide.ts,
// wallet/payouts.ts), in the console call's transaction with its audit row, and four eyes on large withdrawals.
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/log';
import type { Trx } from '../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE, isLedgerError } from '../domain/ledger';
import { AppError } from '../i18n/errors';
import { decideIn } from '../wallet/decide';
import { approveWithdrawalIn, parseTxHash, PayoutRefused } from '../wallet/payouts';
import type { Actor } from '../audit/log';
import { OPS_ERR } from './errors';

export type DecisionState = 'approved' | 'rejected' | 'awaiting_second';

export interface CashierDecision {
  id: number;
  kind: 'deposit' | 'withdrawal';
  decision: 'approve' | 'reject';
  tx?: string | undefined;
  reason?: string | undefined;
}

/**
 * Decides a pending deposit or withdrawal as `by`. A withdrawal above OPS_SECOND_APPROVAL_ABOVE is paid only on a
 * second operator's approval: the first is recorded (and audited) and nothing moves; the same operator cannot give
 * the second. With the chain watcher on, deposits are credited from the chain, never approved by hand.
 */
export async function decideAs(app: FastifyInstance, trx: Trx, asked: CashierDecision, by: Actor): Promise<DecisionState> {
  const request = await trx
    .selectFrom('ledger_entries')
    .select(['id', 'user_id', 'type', 'amount', 'status', 'settles'])
    .where('id', '=', asked.id)
    .executeTakeFirst();
  const type = asked.kind === 'deposit' ? ENTRY_TYPE.deposit : ENTRY_TYPE.withdrawal;
  if (!request || request.type !== type || request.settles !== null || request.status !== ENTRY_STATUS.notPassed)
    throw new AppError(OPS_ERR.notPending);
  if (asked.kind === 'deposit' && asked.decision === 'approve' && app.config.chain.jsonRpcUrl)
    throw new AppError(OPS_ERR.depositsFromChain);
  const audit = (action: string, after: object) =>
    writeAudit(trx, {
      ...by,
      action,
      target: `${asked.kind}:${asked.id}`,
      before: { status: 'pending', amount: Number(request.amount) },
      after,
      reason: asked.reason ?? null,
    });

  if (asked.kind === 'withdrawal' && asked.decision === 'approve' && Number(request.amount) > app.config.wallet.secondApprovalAbove) {
    const earlier = await trx.selectFrom('withdrawal_approvals').select('operator').where('entry_id', '=', asked.id).execute();
    if (earlier.some((row) => row.operator === by.actor)) throw new AppError(OPS_ERR.secondApprover);
    if (earlier.length === 0) {
      await trx.insertInto('withdrawal_approvals').values({ entry_id: asked.id, operator: by.actor, approved_at: Date.now() }).execute();
      await audit('withdrawal.firstApproval', { status: 'awaiting_second' });
      return 'awaiting_second';
    }
  }
  await ledgerRefusals(async () => {
    if (asked.kind === 'withdrawal' && asked.decision === 'approve') {
      const order = { txHash: asked.tx ? parseTxHash(asked.tx) : null, txRequired: !!app.config.chain.jsonRpcUrl };
      await approveWithdrawalIn(app.ledger, trx, asked.id, order);
    } else await decideIn(app.ledger, trx, asked.id, type, asked.decision);
  });
  const state = asked.decision === 'approve' ? 'approved' : 'rejected';
  await audit(`${asked.kind}.${asked.decision}`, { status: state, ...(asked.tx ? { tx: asked.tx } : {}) });
  return state;
}

/** The ledger's and the payout's refusals as the console's. */
async function ledgerRefusals(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof PayoutRefused) throw new AppError(OPS_ERR.payoutRefused, { detail: error.message });
    if (isLedgerError(error)) throw new AppError(OPS_ERR.notPending);
    throw error;
  }
}
