import type { opsPayoutQueue } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { QUEUE_KEY, QUEUE_POLL_MS } from './opsQueue';

/** Approved USDT withdrawals awaiting their payout (cashier, admin), oldest approval first, a page at a time. */
export type PayoutPage = AnswerOf<typeof opsPayoutQueue>;
export type PayoutRow = PayoutPage['rows'][number];

/** Under QUEUE_KEY: a decision (an approval adds a row) and a recorded payout (removes one) both ask it again. */
export const payoutQueueKey = [...QUEUE_KEY, 'payout'];

export const fetchOpsPayoutQueue = (call: OpsCall, cursor: string | undefined, signal?: AbortSignal) =>
  call('opsPayoutQueue', cursor ? { cursor } : {}, signal);

/** The payouts awaited, page after page, asked again every 10 s while the page is visible, as the other queues. */
export function useOpsPayoutQueue() {
  const { call } = useSession();
  return usePagedList(payoutQueueKey, (cursor, signal) => fetchOpsPayoutQueue(call, cursor, signal), true, QUEUE_POLL_MS);
}
