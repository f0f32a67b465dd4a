import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsGiftDecide } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GIFTS_KEY } from './opsGifts';

/**
 * Approves (the gift is posted) or rejects a pending gift request (admin). Refusals: 70030 (approving one's own),
 * 70011 (decided already).
 */
export type OpsGiftDecideBody = BodyOf<typeof opsGiftDecide>;
export type GiftDecision = OpsGiftDecideBody['decision'];
export type OpsGiftDecideAnswer = AnswerOf<typeof opsGiftDecide>;

export const fetchOpsGiftDecide = (call: OpsCall, body: OpsGiftDecideBody) => call('opsGiftDecide', body);

/** Decides, then asks the list again whatever the answer (a refusal may mean another admin decided it). */
export function useOpsGiftDecide() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsGiftDecideBody) => fetchOpsGiftDecide(call, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY }),
  });
}
