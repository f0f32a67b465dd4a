import { Toast } from 'shared-contracts/kit';
import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/**
 * Sets a new password with customer service's one-time code (public: the member cannot sign in). The server has
 * ended every session of the member; nothing cached here belongs to one. A refusal goes to `onRefused` in place of
 * the failure toast, for the form to keep in sight.
 */
export function useResetPassword({ onRefused, ...options }: CallMutationOptions<'resetPassword'> & { onRefused(message: string): void }) {
  return useCallMutation('resetPassword', {
    ...options,
    onError: (error) => {
      Toast.clear();
      onRefused(error.message);
    },
  });
}
