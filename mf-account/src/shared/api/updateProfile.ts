import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * Saves the avatar or the ID card number (profile); the answer is the member's fresh data, cached as userInfo (the
 * api client keeps its ID card number in the session).
 */
export function useUpdateProfile({ onSuccess, ...options }: CallMutationOptions<'profile'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('profile', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      queryClient.setQueryData(callKey('userInfo'), fresh);
      return onSuccess?.(fresh, ...rest);
    },
  });
}
