import type { opsMemberSearch } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** Members, newest first, a page at a time: every member, or those matching every field of the search. */
export type MemberPage = AnswerOf<typeof opsMemberSearch>;
export type MemberRow = MemberPage['rows'][number];
export type MemberFilter = Omit<BodyOf<typeof opsMemberSearch>, 'cursor' | 'limit'>;

export const fetchOpsMemberSearch = (call: OpsCall, body: BodyOf<typeof opsMemberSearch>, signal?: AbortSignal) =>
  call('opsMemberSearch', body, signal);

/** The members matching `filter`, page after page; nothing asked until `enabled`. */
export function useOpsMemberSearch(filter: MemberFilter, enabled: boolean) {
  const { call } = useSession();
  return usePagedList(
    ['opsMemberSearch', filter],
    (cursor, signal) => fetchOpsMemberSearch(call, { ...filter, ...(cursor ? { cursor } : {}) }, signal),
    enabled,
  );
}
