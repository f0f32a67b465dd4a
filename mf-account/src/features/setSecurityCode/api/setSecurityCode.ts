import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/** Sets the security code (new_code) or changes it (with after_code, the old one); afterwards a code is set. */
export function useSetSecurityCode({ onSuccess, ...options }: CallMutationOptions<'setSafety'> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation('setSafety', {
    ...options,
    onSuccess: (...args) => {
      queryClient.setQueryData(callKey('safetyInfo'), { isTrue: true });
      return onSuccess?.(...args);
    },
  });
}
