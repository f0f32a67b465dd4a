import { useQuery } from '@tanstack/react-query';
import type { opsMe } from 'shared-contracts/ops';
import { useSession, type OpsCall } from '../session/SessionProvider';
import type { AnswerOf } from './contract';

/** The session's operator and CSRF token: the console's first call (70001 when signed out). */
export type OpsMeAnswer = AnswerOf<typeof opsMe>;

export const fetchOpsMe = (call: OpsCall, signal?: AbortSignal) => call('opsMe', {}, signal);

export function useOpsMe({ enabled = true } = {}) {
  const { call } = useSession();
  return useQuery({ queryKey: ['opsMe'], queryFn: ({ signal }) => fetchOpsMe(call, signal), enabled, gcTime: 0 });
}
