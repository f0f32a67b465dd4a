import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsContentRetire } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { CONTENT_KEY } from './opsContent';

/** Retires a notice or an article for good: players no longer see it (admin); 70064 retired already. */
export type OpsContentRetireBody = BodyOf<typeof opsContentRetire>;
export type OpsContentRetireAnswer = AnswerOf<typeof opsContentRetire>;

export const fetchOpsContentRetire = (call: OpsCall, body: OpsContentRetireBody) => call('opsContentRetire', body);

/** Then asks the list again, whatever the answer. */
export function useOpsContentRetire() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsContentRetireBody) => fetchOpsContentRetire(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
