import { useQueryClient } from '@tanstack/react-query';
import { useCallMutation, usePlatform, type CallMutationOptions } from 'shared-contracts/platform';
import { userInfoKey } from './userInfo';

/** Saves the avatar or the ID card number (profile); the answer is the member's fresh data, cached as userInfo. */
export function useUpdateProfile({ onSuccess, ...options }: CallMutationOptions<'profile'> = {}) {
  const { session } = usePlatform();
  const queryClient = useQueryClient();
  return useCallMutation('profile', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      queryClient.setQueryData(userInfoKey, fresh);
      session.setIdcard(fresh.idcard);
      return onSuccess?.(fresh, ...rest);
    },
  });
}
