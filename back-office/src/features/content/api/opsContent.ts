import { useQuery } from '@tanstack/react-query';
import type { opsContent } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Every notice and article (retired too) with its texts in three languages, as stored (admin). */
export type ContentAnswer = AnswerOf<typeof opsContent>;
export type ContentRow = ContentAnswer['notices'][number];

/** Every change asks it again. */
export const CONTENT_KEY = ['opsContent'];

export const fetchOpsContent = (call: OpsCall, signal?: AbortSignal) => call('opsContent', {}, signal);

export function useOpsContent() {
  const { call } = useSession();
  return useQuery({ queryKey: CONTENT_KEY, queryFn: ({ signal }) => fetchOpsContent(call, signal) });
}
