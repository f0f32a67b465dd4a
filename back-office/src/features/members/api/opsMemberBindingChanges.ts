import type { opsMemberBindingChanges } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** A member's replaced bindings, newest first, a page at a time (support, admin); each page asked is recorded as a read. */
export const opsMemberBindingChangesEndpoint: OpsEndpoint = { path: '/api/ops/memberBindingChanges', mutates: false };
export type BindingChangesPage = AnswerOf<typeof opsMemberBindingChanges>;

export function useOpsMemberBindingChanges(userId: number) {
  const { call } = useSession();
  return usePagedList(['opsMemberBindingChanges', userId], (cursor, signal) =>
    call<BindingChangesPage>(opsMemberBindingChangesEndpoint, { user_id: userId, ...(cursor ? { cursor } : {}) }, signal),
  );
}
