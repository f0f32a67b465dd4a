import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOperatorRole } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { OPERATORS_KEY } from './opsOperators';

/** Asks to give an operator another role (admin): applied once another admin approves it. */
export type OpsOperatorRoleBody = BodyOf<typeof opsOperatorRole>;
export type OpsOperatorRoleAnswer = AnswerOf<typeof opsOperatorRole>;

export const fetchOpsOperatorRole = (call: OpsCall, body: OpsOperatorRoleBody) => call('opsOperatorRole', body);

export function useOpsOperatorRole() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOperatorRoleBody) => fetchOpsOperatorRole(call, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
