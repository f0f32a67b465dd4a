import { Toast } from 'shared-contracts/kit';
import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * Sets a new security code with customer service's one-time code. On success the server has ended every session,
 * this one too: the screen signs the member out. A refusal goes to `onRefused` in place of the failure toast, for
 * the form to keep in sight.
 */
export function useResetSecurityCode({
  onRefused,
  ...options
}: CallMutationOptions<'resetSecurityCode'> & { onRefused(message: string): void }) {
  return useCallMutation('resetSecurityCode', {
    ...options,
    onError: (error) => {
      Toast.clear();
      onRefused(error.message);
    },
  });
}
