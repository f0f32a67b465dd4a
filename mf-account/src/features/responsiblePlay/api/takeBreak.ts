import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';
import { useStoreControls } from './controlsAnswer';

/** Starts a time-out or a self-exclusion (takeBreak); nobody lifts it early. */
export function useTakeBreak({ onSuccess, ...options }: CallMutationOptions<'takeBreak'> = {}) {
  const store = useStoreControls();
  return useCallMutation('takeBreak', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      store(fresh);
      return onSuccess?.(fresh, ...rest);
    },
  });
}
