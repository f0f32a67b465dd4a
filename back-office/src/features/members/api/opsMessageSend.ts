import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsMessageSend } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { memberDetailKey } from './opsMemberDetail';
import { memberMessagesKey } from './opsMemberMessages';

/** Writes a member an in-site message, title and text as written (support, admin); audited. */
export type OpsMessageSendBody = BodyOf<typeof opsMessageSend>;

export const fetchOpsMessageSend = (call: OpsCall, body: OpsMessageSendBody) => call('opsMessageSend', body);

export function useOpsMessageSend() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsMessageSendBody) => fetchOpsMessageSend(call, body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberDetailKey(body.user_id) }),
        queryClient.invalidateQueries({ queryKey: memberMessagesKey(body.user_id) }),
      ]),
  });
}
