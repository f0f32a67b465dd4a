import { useQuery } from '@tanstack/react-query';
import type { opsEnrolment } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The enrolment link's operator and the authenticator's secret (otpauth:// URI and text). */
export const opsEnrolmentEndpoint: OpsEndpoint = { path: '/api/ops/enrolment', mutates: false };
export type OpsEnrolmentAnswer = AnswerOf<typeof opsEnrolment>;

export const fetchOpsEnrolment = (call: OpsCall, token: string, signal?: AbortSignal) =>
  call<OpsEnrolmentAnswer>(opsEnrolmentEndpoint, { token }, signal);

export function useOpsEnrolment(token: string) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsEnrolment', token],
    queryFn: ({ signal }) => fetchOpsEnrolment(call, token, signal),
    enabled: token !== '',
    gcTime: 0,
  });
}
