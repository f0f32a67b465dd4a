import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsContentSave } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { CONTENT_KEY } from './opsContent';

/** Publishes a notice or an article, or edits one (admin); every body sanitized by the server (70062: nothing left). */
export type OpsContentSaveBody = BodyOf<typeof opsContentSave>;
export type OpsContentSaveAnswer = AnswerOf<typeof opsContentSave>;

export const fetchOpsContentSave = (call: OpsCall, body: OpsContentSaveBody) => call('opsContentSave', body);

/** Then asks the list again, whatever the answer. */
export function useOpsContentSave() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsContentSaveBody) => fetchOpsContentSave(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
