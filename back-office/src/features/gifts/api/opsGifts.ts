import { useQuery } from '@tanstack/react-query';
import type { opsGifts } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import type { OpsEndpoint } from '../../../shared/api/opsFetch';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';

/** The gift requests (admin): every pending one, oldest first, then the newest decided ones. */
export const opsGiftsEndpoint: OpsEndpoint = { path: '/api/ops/gifts', mutates: false };
export type OpsGiftsAnswer = AnswerOf<typeof opsGifts>;
export type GiftRow = OpsGiftsAnswer[number];

/** The list's key: a request or a decision asks it again. */
export const GIFTS_KEY = ['opsGifts'];

export const fetchOpsGifts = (call: OpsCall, signal?: AbortSignal) => call<OpsGiftsAnswer>(opsGiftsEndpoint, {}, signal);

export function useOpsGifts() {
  const { call } = useSession();
  return useQuery({ queryKey: GIFTS_KEY, queryFn: ({ signal }) => fetchOpsGifts(call, signal) });
}
