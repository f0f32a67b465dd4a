import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';
import { useStoreControls } from './controlsAnswer';

/** Sets the reality check's interval (setRealityCheck); the shell's check asks the session again to follow it. */
export function useSetRealityCheck({ onSuccess, ...options }: CallMutationOptions<'setRealityCheck'> = {}) {
  const store = useStoreControls();
  const queryClient = useQueryClient();
  return useCallMutation('setRealityCheck', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      store(fresh);
      void queryClient.invalidateQueries({ queryKey: callKey('playSession') });
      return onSuccess?.(fresh, ...rest);
    },
  });
}
