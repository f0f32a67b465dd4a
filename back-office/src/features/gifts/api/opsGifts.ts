import type { opsGifts } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The gift requests (admin), a page at a time: every pending one, oldest first, then the decided ones, newest first. */
export type OpsGiftsAnswer = AnswerOf<typeof opsGifts>;
export type GiftRow = OpsGiftsAnswer['rows'][number];

/** The list's key: a request or a decision asks it again. */
export const GIFTS_KEY = ['opsGifts'];

export const fetchOpsGifts = (call: OpsCall, cursor: string | undefined, signal?: AbortSignal) =>
  call('opsGifts', cursor ? { cursor } : {}, signal);

export function useOpsGifts() {
  const { call } = useSession();
  return usePagedList(GIFTS_KEY, (cursor, signal) => fetchOpsGifts(call, cursor, signal));
}
