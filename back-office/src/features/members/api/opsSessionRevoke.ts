import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsSessionRevoke } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { memberDetailKey } from './opsMemberDetail';

/** Ends one of a member's sessions (by handle) or all of them (support, admin), with a reason; audited. */
export type OpsSessionRevokeBody = BodyOf<typeof opsSessionRevoke>;
export type OpsSessionRevokeAnswer = AnswerOf<typeof opsSessionRevoke>;

export const fetchOpsSessionRevoke = (call: OpsCall, body: OpsSessionRevokeBody) => call('opsSessionRevoke', body);

export function useOpsSessionRevoke() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsSessionRevokeBody) => fetchOpsSessionRevoke(call, body),
    onSettled: (_answer, _error, body) => queryClient.invalidateQueries({ queryKey: memberDetailKey(body.user_id) }),
  });
}
