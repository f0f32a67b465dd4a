import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsWithdrawalPaid } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { QUEUE_KEY } from './opsQueue';

/**
 * Records the payout of an approved USDT withdrawal (cashier, admin: whoever sent it), once. Refusals: 70050 (not
 * approved), 70051 (a bank one), 70052 (malformed id), 70053 (recorded for another), 70054 (recorded already), 70055.
 */
export type OpsWithdrawalPaidBody = BodyOf<typeof opsWithdrawalPaid>;

export const fetchOpsWithdrawalPaid = (call: OpsCall, body: OpsWithdrawalPaidBody) => call('opsWithdrawalPaid', body);

/** Records it, then asks the queues again whatever the answer (a refusal may mean another cashier recorded it). */
export function useOpsWithdrawalPaid() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsWithdrawalPaidBody) => fetchOpsWithdrawalPaid(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
