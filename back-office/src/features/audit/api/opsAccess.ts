import type { opsAccess } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** What staff opened of members' data, newest first, a page at a time (cursor paging). */
export type AccessPage = AnswerOf<typeof opsAccess>;
export type AccessRow = AccessPage['rows'][number];
export type AccessFilter = Omit<BodyOf<typeof opsAccess>, 'cursor' | 'limit'>;

export const fetchOpsAccess = (call: OpsCall, body: BodyOf<typeof opsAccess>, signal?: AbortSignal) => call('opsAccess', body, signal);

export const accessKey = (filter: AccessFilter) => ['opsAccess', filter];

export function useOpsAccess(filter: AccessFilter) {
  const { call } = useSession();
  return usePagedList(accessKey(filter), (cursor, signal) => fetchOpsAccess(call, { ...filter, ...(cursor ? { cursor } : {}) }, signal));
}
