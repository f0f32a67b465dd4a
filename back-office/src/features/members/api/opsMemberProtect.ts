import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsMemberProtect } from 'shared-contracts/ops';
import type { BodyOf } from '../../../shared/api/contract';
import { useSession } from '../../../shared/session/SessionProvider';
import { memberDetailKey } from './opsMemberDetail';

/**
 * Imposes a limit or an exclusion on a member (support, admin), with the reason the member is told. It holds as the
 * member's own: a shorter exclusion than the one running is refused (60005).
 */
export type OpsMemberProtectBody = BodyOf<typeof opsMemberProtect>;

export function useOpsMemberProtect() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsMemberProtectBody) => call('opsMemberProtect', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: memberDetailKey(body.user_id) }),
  });
}
