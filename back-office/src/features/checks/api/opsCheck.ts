import { useMutation } from '@tanstack/react-query';
import type { opsCheck } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Runs the ledger or the draw-chain check (admin): reads only, answers its lines as the CLI prints them. */
export type CheckKind = BodyOf<typeof opsCheck>['which'];
export type OpsCheckAnswer = AnswerOf<typeof opsCheck>;

export const fetchOpsCheck = (call: OpsCall, which: CheckKind) => call('opsCheck', { which });

/** One check, run when asked (a button), not on load: the ledger check reads every member's entries. */
export function useOpsCheck() {
  const { call } = useSession();
  return useMutation({ mutationFn: (which: CheckKind) => fetchOpsCheck(call, which) });
}
