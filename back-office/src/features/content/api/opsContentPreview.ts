import { useMutation } from '@tanstack/react-query';
import type { opsContentPreview } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The HTML a player would get of a body, sanitized by the server exactly as when saved and sent; saves nothing (admin). */
export type OpsContentPreviewBody = BodyOf<typeof opsContentPreview>;
export type OpsContentPreviewAnswer = AnswerOf<typeof opsContentPreview>;

export const fetchOpsContentPreview = (call: OpsCall, body: OpsContentPreviewBody) => call('opsContentPreview', body);

/** Asked on the editor's demand (a read, but of what is typed: not cached). */
export function useOpsContentPreview() {
  const { call } = useSession();
  return useMutation({ mutationFn: (body: OpsContentPreviewBody) => fetchOpsContentPreview(call, body) });
}
