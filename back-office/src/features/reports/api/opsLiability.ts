import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { opsLiability } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** The members' liability at the end of a day (every role). */
export const opsLiabilityEndpoint: OpsEndpoint = { path: '/api/ops/reportLiability', mutates: false };
export type LiabilityBody = BodyOf<typeof opsLiability>;
export type LiabilityAnswer = AnswerOf<typeof opsLiability>;

/** The report asked; the last one stays shown while the next loads. */
export function useLiability(body: LiabilityBody) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsLiability', body],
    queryFn: ({ signal }) => call<LiabilityAnswer>(opsLiabilityEndpoint, body, signal),
    placeholderData: keepPreviousData,
  });
}
