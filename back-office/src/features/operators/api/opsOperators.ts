import { useQuery } from '@tanstack/react-query';
import type { opsOperators } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Every operator (admin). */
export const OPERATORS_KEY = ['opsOperators'];
export type OperatorRow = AnswerOf<typeof opsOperators>[number];

export const fetchOpsOperators = (call: OpsCall, signal?: AbortSignal) => call('opsOperators', {}, signal);

export function useOpsOperators() {
  const { call } = useSession();
  return useQuery({ queryKey: OPERATORS_KEY, queryFn: ({ signal }) => fetchOpsOperators(call, signal) });
}
