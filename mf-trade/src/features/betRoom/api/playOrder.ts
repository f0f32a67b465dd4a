import { useQueryClient } from '@tanstack/react-query';
import { useCallMutation, usePlatform, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * A bet (playOrder). The api client sends it with an Idempotency-Key that its own retries reuse, so a lost answer
 * never buys twice. The answer's balance goes to the session (which announces wallet:balance), and the heartbeat
 * is asked at once so the feed shows the bet.
 */
export function usePlayOrder(options: CallMutationOptions<'playOrder'> = {}) {
  const { session } = usePlatform();
  const queryClient = useQueryClient();
  return useCallMutation('playOrder', {
    ...options,
    onSuccess: (order, ...rest) => {
      session.setMoney(order.after_quantity);
      void queryClient.invalidateQueries({ queryKey: ['heart'] });
      return options.onSuccess?.(order, ...rest);
    },
  });
}
