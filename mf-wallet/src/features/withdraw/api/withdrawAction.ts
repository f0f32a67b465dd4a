import { useQueryClient } from '@tanstack/react-query';
import { CODE_NETWORK, callKey, useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * A withdrawal (withdrawAction). Each submit is one api call, sent with one Idempotency-Key that the client's own
 * retries reuse (and mutations are not retried again above it), so a lost answer never withdraws twice. The
 * answer is the fresh withdraw info; the api client writes its balance to the session, which announces
 * wallet:balance. When no answer came at all, the balance is asked again, so the member sees whether it went
 * through before submitting again.
 */
export function useWithdraw({ onSuccess, onError, ...options }: CallMutationOptions<'withdrawAction'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('withdrawAction', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      queryClient.setQueryData(callKey('withdrawInfo'), fresh);
      // The new withdrawal is under review now: the list below the form shows it.
      void queryClient.invalidateQueries({ queryKey: callKey('withdrawReviewList') });
      return onSuccess?.(fresh, ...rest);
    },
    onError: (error, ...rest) => {
      if (error.code === CODE_NETWORK) void queryClient.invalidateQueries({ queryKey: callKey('withdrawInfo') });
      return onError?.(error, ...rest);
    },
  });
}
