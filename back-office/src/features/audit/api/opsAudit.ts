import type { opsAudit } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The audit log, newest first, a page at a time (cursor paging). */
export type AuditPage = AnswerOf<typeof opsAudit>;
export type AuditRow = AuditPage['rows'][number];
export type AuditFilter = Omit<BodyOf<typeof opsAudit>, 'cursor' | 'limit'>;

export const fetchOpsAudit = (call: OpsCall, body: BodyOf<typeof opsAudit>, signal?: AbortSignal) => call('opsAudit', body, signal);

export const auditKey = (filter: AuditFilter) => ['opsAudit', filter];

/** Pages of the log for a filter (empty fields left out), each asked with the cursor the last one answered. */
export function useOpsAudit(filter: AuditFilter) {
  const { call } = useSession();
  return usePagedList(auditKey(filter), (cursor, signal) => fetchOpsAudit(call, { ...filter, ...(cursor ? { cursor } : {}) }, signal));
}
