import { useQuery } from '@tanstack/react-query';
import type { opsExclusions } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession } from '../../../shared/session/SessionProvider';

/** The exclusion report (support, admin): every member on a break now, self-taken or imposed, newest first. */
export const opsExclusionsEndpoint: OpsEndpoint = { path: '/api/ops/exclusions', mutates: false };
export type ExclusionRow = AnswerOf<typeof opsExclusions>[number];

export function useOpsExclusions() {
  const { call } = useSession();
  return useQuery({ queryKey: ['opsExclusions'], queryFn: ({ signal }) => call<ExclusionRow[]>(opsExclusionsEndpoint, {}, signal) });
}
