import type { opsMemberFundLog } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** A member's whole fund log, newest first, a page at a time (support, admin); each page asked is recorded as a read. */
export type FundLogPage = AnswerOf<typeof opsMemberFundLog>;

export function useOpsMemberFundLog(userId: number) {
  const { call } = useSession();
  return usePagedList(['opsMemberFundLog', userId], (cursor, signal) =>
    call('opsMemberFundLog', { user_id: userId, ...(cursor ? { cursor } : {}) }, signal),
  );
}
