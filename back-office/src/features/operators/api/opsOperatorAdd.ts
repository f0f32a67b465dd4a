import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsOperatorAdd } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { OPERATORS_KEY } from './opsOperators';

/** Adds an operator (admin): answers the one-time enrolment token of their link. */
export const opsOperatorAddEndpoint: OpsEndpoint = { path: '/api/ops/operatorAdd', mutates: true };
export type OpsOperatorAddBody = BodyOf<typeof opsOperatorAdd>;
export type OpsOperatorAddAnswer = AnswerOf<typeof opsOperatorAdd>;

export const fetchOpsOperatorAdd = (call: OpsCall, body: OpsOperatorAddBody) => call<OpsOperatorAddAnswer>(opsOperatorAddEndpoint, body);

export function useOpsOperatorAdd() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOperatorAddBody) => fetchOpsOperatorAdd(call, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
