import { useQueryClient } from '@tanstack/react-query';
import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * A bet (playOrder). The api client sends it with an Idempotency-Key that its own retries reuse, so a lost answer
 * never buys twice, and writes the answer's balance to the session (which announces wallet:balance). The heartbeat
 * is asked at once so the feed shows the bet, and the payout room, which the bet (or a refusal) has changed.
 */
export function usePlayOrder(options: CallMutationOptions<'playOrder'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('playOrder', {
    ...options,
    onSuccess: (order, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: ['heart'] });
      return options.onSuccess?.(order, ...rest);
    },
    onSettled: (...settled) => {
      void queryClient.invalidateQueries({ queryKey: ['payoutRoom'] });
      return options.onSettled?.(...settled);
    },
  });
}
