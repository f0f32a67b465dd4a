import { useCallMutation, type CallMutationOptions } from 'shared-contracts/platform';

/** Changes the login password (newPass: after_pass is the old one). Nothing cached depends on it. */
export function useChangePassword(options: CallMutationOptions<'newPass'> = {}) {
  return useCallMutation('newPass', options);
}
