// A cashier's decision on a pending withdrawal (the console's queue; the ops CLI's withdraw:*): one service, in the
// caller's transaction with its audit row, four eyes on large withdrawals. Approving asks no payout: the money is
// sent after the last approval and recorded then (wallet/withdrawals/markPaid.ts).
import type { Actor } from '../../audit/log';
import type { Db, Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import { approvalsOf, recordApproval } from '../requests/approvals';
import { decideIn, decisionAudit } from '../requests/decide';
import { WALLET_ERR } from '../errors';
import { approveWithdrawalIn } from './markPaid';

/** The pending request a decision reads first (its amount for four eyes and the audit row). */
export interface PendingRequest {
  id: number;
  user_id: number;
  amount: number | string;
}

export interface WithdrawalDecision {
  id: number;
  decision: 'approve' | 'reject';
  reason?: string | undefined;
}

/**
 * Approves or rejects a pending withdrawal as `by`. When it and the member's other withdrawals of the 24 hours before
 * it (approved or waiting) come to more than OPS_SECOND_APPROVAL_ABOVE, it is paid only on a second operator's
 * approval: the first is recorded (and audited) and nothing moves; the same operator cannot give the second.
 * Splitting a payout into withdrawals each below the threshold therefore needs two people all the same.
 */
export async function decideWithdrawal(
  deps: Deps,
  trx: Trx,
  request: PendingRequest,
  asked: WithdrawalDecision,
  by: Actor,
): Promise<'approved' | 'rejected' | 'awaiting_second'> {
  const audit = decisionAudit(trx, by, 'withdrawal', request, asked.reason ?? null);
  if (asked.decision === 'approve' && (await withdrawalNeedsTwo(deps, trx, request))) {
    const earlier = await approvalsOf(trx, asked.id);
    if (earlier.includes(by.actor)) throw new AppError(WALLET_ERR.withdrawalSecondApprover);
    if (earlier.length === 0) {
      await recordApproval(trx, asked.id, by, deps.now());
      await audit('withdrawal.firstApproval', { status: 'awaiting_second' });
      return 'awaiting_second';
    }
  }
  if (asked.decision === 'approve') await approveWithdrawalIn(deps.ledger, trx, asked.id, by, deps.now());
  // The reason reaches the member: the return's mark and their message (wallet/requests/decisions.ts).
  else await decideIn(deps.ledger, trx, asked.id, ENTRY_TYPE.withdrawal, 'reject', asked.reason ?? null);
  const state = asked.decision === 'approve' ? 'approved' : 'rejected';
  await audit(`withdrawal.${asked.decision}`, { status: state });
  return state;
}

const DAY_MS = 86_400_000;

/** Whether approving the withdrawal now takes two operators (what decideWithdrawal weighs; the queue shows it). */
export async function withdrawalNeedsTwo(deps: Deps, db: Db | Trx, request: PendingRequest): Promise<boolean> {
  return (await withdrawnWithin24h(db, request, deps.now())) > deps.config.wallet.secondApprovalAbove;
}

/**
 * The withdrawal's amount plus the member's other withdrawals asked in the 24 hours before it or since, approved or
 * waiting (a rejected one paid nothing): what four eyes weighs.
 */
async function withdrawnWithin24h(db: Db | Trx, request: PendingRequest, now: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', request.user_id)
    .where('type', '=', ENTRY_TYPE.withdrawal)
    .where('settles', 'is', null)
    .where('status', '!=', ENTRY_STATUS.rejected)
    .where('id', '!=', request.id)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(request.amount) + Number(row.total);
}
