import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { opsBreakdown } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** Figures of the days from-to per game, room and program (every role). */
export const opsBreakdownEndpoint: OpsEndpoint = { path: '/api/ops/reportBreakdown', mutates: false };
export type BreakdownBody = BodyOf<typeof opsBreakdown>;
export type BreakdownAnswer = AnswerOf<typeof opsBreakdown>;

/** The report asked; the last one stays shown while the next loads. */
export function useBreakdown(body: BreakdownBody) {
  const { call } = useSession();
  return useQuery({
    queryKey: ['opsBreakdown', body],
    queryFn: ({ signal }) => call<BreakdownAnswer>(opsBreakdownEndpoint, body, signal),
    placeholderData: keepPreviousData,
  });
}
