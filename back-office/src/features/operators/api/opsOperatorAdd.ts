import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOperatorAdd } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { OPERATORS_KEY } from './opsOperators';

/** Adds an operator (admin): answers the one-time enrolment token of their link. */
export type OpsOperatorAddBody = BodyOf<typeof opsOperatorAdd>;
export type OpsOperatorAddAnswer = AnswerOf<typeof opsOperatorAdd>;

export const fetchOpsOperatorAdd = (call: OpsCall, body: OpsOperatorAddBody) => call('opsOperatorAdd', body);

export function useOpsOperatorAdd() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOperatorAddBody) => fetchOpsOperatorAdd(call, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
