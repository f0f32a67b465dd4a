import { useInfiniteQuery } from '@tanstack/react-query';
import type { opsAudit } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The audit log, newest first, AUDIT_PAGE rows a page; `before` is the last id of the page read. */
export const opsAuditEndpoint: OpsEndpoint = { path: '/api/ops/audit', mutates: false };
export const AUDIT_PAGE = 50;
export type AuditFilter = Pick<BodyOf<typeof opsAudit>, 'actor' | 'action' | 'target'>;
export type AuditRow = AnswerOf<typeof opsAudit>[number];

export const fetchOpsAudit = (call: OpsCall, body: BodyOf<typeof opsAudit>, signal?: AbortSignal) =>
  call<AuditRow[]>(opsAuditEndpoint, body, signal);

export const auditKey = (filter: AuditFilter) => ['opsAudit', filter];

/** Pages of the log for a filter (empty fields left out); the next page starts before the last row read. */
export function useOpsAudit(filter: AuditFilter) {
  const { call } = useSession();
  return useInfiniteQuery({
    queryKey: auditKey(filter),
    queryFn: ({ pageParam, signal }) => fetchOpsAudit(call, { ...filter, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < AUDIT_PAGE ? undefined : last[last.length - 1]?.id),
  });
}
