import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsAlertAck, opsAlerts } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** The alerts (every role), page after page: unacknowledged ones, newest first, then acknowledged ones, newest first. */
export const ALERTS_KEY = ['opsAlerts'];
export type AlertsPage = AnswerOf<typeof opsAlerts>;
export type AlertRow = AlertsPage['rows'][number];

export function useOpsAlerts() {
  const { call } = useSession();
  return usePagedList(ALERTS_KEY, (cursor, signal) => call('opsAlerts', cursor ? { cursor } : {}, signal));
}

/**
 * Acknowledges one (cashier, support, admin). Refusals: 70070 (acknowledged already), 70071 (unknown). Asks the list
 * again whatever the answer: a refusal may mean another operator acknowledged it first.
 */
export function useOpsAlertAck() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsAlertAck>) => call('opsAlertAck', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
