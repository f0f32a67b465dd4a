import { useMutation } from '@tanstack/react-query';
import type { opsRoundVoid } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/**
 * Asks to void a sealed round and refund its orders (admin): a request another admin approves under Requests.
 * Refused: no such round (70046), still on sale (70047), voided already (70048).
 */
export type OpsRoundVoidBody = BodyOf<typeof opsRoundVoid>;
export type OpsRoundVoidAnswer = AnswerOf<typeof opsRoundVoid>;

export const fetchOpsRoundVoid = (call: OpsCall, body: OpsRoundVoidBody) => call('opsRoundVoid', body);

/** Nothing changes until the approval: the games need no new look. */
export function useOpsRoundVoid() {
  const { call } = useSession();
  return useMutation({ mutationFn: (body: OpsRoundVoidBody) => fetchOpsRoundVoid(call, body) });
}
