import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';
import { useStoreControls } from './controlsAnswer';

/** Sets or removes a deposit, loss or stake limit (setPlayLimit): lower at once, higher or removed after the delay. */
export function useSetPlayLimit({ onSuccess, ...options }: CallMutationOptions<'setPlayLimit'> = {}) {
  const store = useStoreControls();
  return useCallMutation('setPlayLimit', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      store(fresh);
      return onSuccess?.(fresh, ...rest);
    },
  });
}
