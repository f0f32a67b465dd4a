import { useQueryClient } from '@tanstack/react-query';
import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * Opens a deposit request. The api client sends it with an Idempotency-Key that its own retries reuse, so a lost
 * answer never opens two. The member's request list is asked again so the new one shows in it.
 */
export function useRecharge(options: CallMutationOptions<'recharge'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('recharge', {
    ...options,
    onSuccess: (request, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: ['rechargeList'] });
      return options.onSuccess?.(request, ...rest);
    },
  });
}
