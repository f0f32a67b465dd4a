import type { opsQueue } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The cashier's queue (cashier, admin): pending deposits or withdrawals, oldest first, a page at a time, and the four-eyes threshold. */
export type QueueKind = BodyOf<typeof opsQueue>['kind'];
export type OpsQueueAnswer = AnswerOf<typeof opsQueue>;
export type QueueRow = OpsQueueAnswer['rows'][number];

/** How often an open queue is asked again (a member's new request appears by itself). */
export const QUEUE_POLL_MS = 10_000;
/** Every queue's key starts with this one (a decision refreshes both). */
export const QUEUE_KEY = ['opsQueue'];
export const queueKey = (kind: QueueKind) => [...QUEUE_KEY, kind];

export const fetchOpsQueue = (call: OpsCall, kind: QueueKind, cursor: string | undefined, signal?: AbortSignal) =>
  call('opsQueue', { kind, ...(cursor ? { cursor } : {}) }, signal);

/** One queue, page after page, asked again every 10 s while the page is visible (TanStack pauses the interval in a hidden tab). */
export function useOpsQueue(kind: QueueKind) {
  const { call } = useSession();
  return usePagedList(queueKey(kind), (cursor, signal) => fetchOpsQueue(call, kind, cursor, signal), true, QUEUE_POLL_MS);
}
