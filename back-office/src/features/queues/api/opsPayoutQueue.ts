import { useQuery } from '@tanstack/react-query';
import type { opsPayoutQueue } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { QUEUE_KEY, QUEUE_POLL_MS } from './opsQueue';

/** Approved USDT withdrawals awaiting their payout (cashier, admin), oldest approval first. */
export const opsPayoutQueueEndpoint: OpsEndpoint = { path: '/api/ops/payoutQueue', mutates: false };
export type PayoutRow = AnswerOf<typeof opsPayoutQueue>['rows'][number];

/** Under QUEUE_KEY: a decision (an approval adds a row) and a recorded payout (removes one) both ask it again. */
export const payoutQueueKey = [...QUEUE_KEY, 'payout'];

export const fetchOpsPayoutQueue = (call: OpsCall, signal?: AbortSignal) =>
  call<AnswerOf<typeof opsPayoutQueue>>(opsPayoutQueueEndpoint, {}, signal);

/** The payouts awaited, asked again every 10 s while the page is visible, as the other queues. */
export function useOpsPayoutQueue() {
  const { call } = useSession();
  return useQuery({
    queryKey: payoutQueueKey,
    queryFn: ({ signal }) => fetchOpsPayoutQueue(call, signal),
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
