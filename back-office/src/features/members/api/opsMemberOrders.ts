import type { opsMemberOrders } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** A member's orders over all time, newest first, a page at a time (support, admin); each page asked is recorded as a read. */
export type OrdersPage = AnswerOf<typeof opsMemberOrders>;
export type OrderRow = OrdersPage['rows'][number];

export function useOpsMemberOrders(userId: number) {
  const { call } = useSession();
  return usePagedList(['opsMemberOrders', userId], (cursor, signal) =>
    call('opsMemberOrders', { user_id: userId, ...(cursor ? { cursor } : {}) }, signal),
  );
}
