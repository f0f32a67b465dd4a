import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/** Binds (or, with the security code, replaces) the bank card or the virtual wallet; the answer is the binding now. */
export function useSetPayInfo({ onSuccess, ...options }: CallMutationOptions<'setPayInfo'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('setPayInfo', {
    ...options,
    onSuccess: (bound, ...rest) => {
      queryClient.setQueryData(callKey('payInfo', { type: bound.type }), bound);
      // The withdraw screen lists the payout accounts.
      void queryClient.invalidateQueries({ queryKey: callKey('withdrawInfo') });
      return onSuccess?.(bound, ...rest);
    },
  });
}
