import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOperatorDisable, opsOperatorReset } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { OPERATORS_KEY } from './opsOperators';

/**
 * Asks to disable an operator (admin): their sessions end once another admin approves it; or to reset their sign-in:
 * the approver gets a new one-time enrolment link.
 */
export type OpsOperatorLifecycleBody = BodyOf<typeof opsOperatorDisable> & BodyOf<typeof opsOperatorReset>;
export type OpsOperatorLifecycleAnswer = AnswerOf<typeof opsOperatorDisable>;
export type LifecycleAction = 'disable' | 'reset';

const CALLS = { disable: 'opsOperatorDisable', reset: 'opsOperatorReset' } as const;

export const fetchOpsOperatorLifecycle = (call: OpsCall, action: LifecycleAction, body: OpsOperatorLifecycleBody) =>
  call(CALLS[action], body);

export function useOpsOperatorLifecycle(action: LifecycleAction) {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOperatorLifecycleBody) => fetchOpsOperatorLifecycle(call, action, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
