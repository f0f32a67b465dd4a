import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOperatorDisable, opsOperatorReset } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { OPERATORS_KEY } from './opsOperators';

/** Asks to disable an operator (admin): their sessions end once another admin approves it. */
export const opsOperatorDisableEndpoint: OpsEndpoint = { path: '/api/ops/operatorDisable', mutates: true };
/** Asks to reset an operator's sign-in (admin): the approver gets a new one-time enrolment link. */
export const opsOperatorResetEndpoint: OpsEndpoint = { path: '/api/ops/operatorReset', mutates: true };
export type OpsOperatorLifecycleBody = BodyOf<typeof opsOperatorDisable> & BodyOf<typeof opsOperatorReset>;
export type OpsOperatorLifecycleAnswer = AnswerOf<typeof opsOperatorDisable>;
export type LifecycleAction = 'disable' | 'reset';

const ENDPOINTS = { disable: opsOperatorDisableEndpoint, reset: opsOperatorResetEndpoint } as const;

export const fetchOpsOperatorLifecycle = (call: OpsCall, action: LifecycleAction, body: OpsOperatorLifecycleBody) =>
  call<OpsOperatorLifecycleAnswer>(ENDPOINTS[action], body);

export function useOpsOperatorLifecycle(action: LifecycleAction) {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOperatorLifecycleBody) => fetchOpsOperatorLifecycle(call, action, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
