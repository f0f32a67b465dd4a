import { useInfiniteQuery } from '@tanstack/react-query';
import type { opsAccess } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { AUDIT_PAGE } from './opsAudit';

/** What staff opened of members' data, newest first, AUDIT_PAGE rows a page. */
export const opsAccessEndpoint: OpsEndpoint = { path: '/api/ops/access', mutates: false };
export type AccessFilter = Pick<BodyOf<typeof opsAccess>, 'actor' | 'target'>;
export type AccessRow = AnswerOf<typeof opsAccess>[number];

export const fetchOpsAccess = (call: OpsCall, body: BodyOf<typeof opsAccess>, signal?: AbortSignal) =>
  call<AccessRow[]>(opsAccessEndpoint, body, signal);

export const accessKey = (filter: AccessFilter) => ['opsAccess', filter];

export function useOpsAccess(filter: AccessFilter) {
  const { call } = useSession();
  return useInfiniteQuery({
    queryKey: accessKey(filter),
    queryFn: ({ pageParam, signal }) => fetchOpsAccess(call, { ...filter, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < AUDIT_PAGE ? undefined : last[last.length - 1]?.id),
  });
}
