import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsDecide } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { QUEUE_KEY } from './opsQueue';

/**
 * Approves or rejects a pending deposit or withdrawal (cashier, admin). A large withdrawal's first approval answers
 * 'awaiting_second'; refusals: 70010 (the same operator again), 70011 (decided already), 70013 (deposits come from
 * the chain), 70056 (a withdrawal's approval given a transaction: its payout is recorded after, opsWithdrawalPaid).
 */
export type OpsDecideBody = BodyOf<typeof opsDecide>;
export type OpsDecideAnswer = AnswerOf<typeof opsDecide>;

export const fetchOpsDecide = (call: OpsCall, body: OpsDecideBody) => call('opsDecide', body);

/** Decides, then asks the queues again whatever the answer (a refusal may mean another operator decided it). */
export function useOpsDecide() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsDecideBody) => fetchOpsDecide(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
