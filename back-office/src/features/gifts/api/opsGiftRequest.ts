import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsGiftRequest } from 'shared-contracts/ops';
import type { AnswerOf, BodyOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { GIFTS_KEY } from './opsGifts';

/** Asks for a gift to a member (admin): nothing moves until another admin approves it. */
export type OpsGiftRequestBody = BodyOf<typeof opsGiftRequest>;
export type OpsGiftRequestAnswer = AnswerOf<typeof opsGiftRequest>;

export const fetchOpsGiftRequest = (call: OpsCall, body: OpsGiftRequestBody) => call('opsGiftRequest', body);

export function useOpsGiftRequest() {
  const { call } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsGiftRequestBody) => fetchOpsGiftRequest(call, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY }),
  });
}
