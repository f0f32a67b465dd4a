import type { opsMemberBindingChanges } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** A member's replaced bindings, newest first, a page at a time (support, admin); each page asked is recorded as a read. */
export type BindingChangesPage = AnswerOf<typeof opsMemberBindingChanges>;

export function useOpsMemberBindingChanges(userId: number) {
  const { call } = useSession();
  return usePagedList(['opsMemberBindingChanges', userId], (cursor, signal) =>
    call('opsMemberBindingChanges', { user_id: userId, ...(cursor ? { cursor } : {}) }, signal),
  );
}
