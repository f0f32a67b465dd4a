import { useCallMutation } from 'shared-contracts/platform';
import { useEndSession } from '../useEndSession';

/**
 * Log out: revoke the token on the server, then end the session here and go to /login, even when the server could
 * not be reached: the user asked to leave.
 */
export function useLogout() {
  const endSession = useEndSession();
  const logout = useCallMutation('logout', { onSettled: endSession });
  return () => logout.mutate({});
}
