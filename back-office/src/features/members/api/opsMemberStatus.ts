import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsMemberStatus } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { memberDetailKey } from './opsMemberDetail';

/** Disables a member's account, ending every session, or enables it again (support, admin); the reason is audited. */
export type OpsMemberStatusBody = BodyOf<typeof opsMemberStatus>;
export type OpsMemberStatusAnswer = AnswerOf<typeof opsMemberStatus>;

export const fetchOpsMemberStatus = (call: OpsCall, body: OpsMemberStatusBody) => call('opsMemberStatus', body);

export function useOpsMemberStatus() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsMemberStatusBody) => fetchOpsMemberStatus(call, body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: memberDetailKey(body.user_id) }),
  });
}
