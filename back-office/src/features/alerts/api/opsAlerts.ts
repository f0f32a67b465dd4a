import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { opsAlertAck, opsAlerts } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** The alerts (every role): unacknowledged first, newest first, then the newest acknowledged ones. */
export const opsAlertsEndpoint: OpsEndpoint = { path: '/api/ops/alerts', mutates: false };
export const ALERTS_KEY = ['opsAlerts'];
export type AlertRow = AnswerOf<typeof opsAlerts>[number];

export function useOpsAlerts() {
  const { call } = useSession();
  return useQuery({ queryKey: ALERTS_KEY, queryFn: ({ signal }) => call<AlertRow[]>(opsAlertsEndpoint, {}, signal) });
}

/** Acknowledges one (cashier, support, admin). Refusals: 70070 (acknowledged already), 70071 (unknown). */
export const opsAlertAckEndpoint: OpsEndpoint = { path: '/api/ops/alertAck', mutates: true };

/** Asks the list again whatever the answer: a refusal may mean another operator acknowledged it first. */
export function useOpsAlertAck() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsAlertAck>) => call<AnswerOf<typeof opsAlertAck>>(opsAlertAckEndpoint, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
