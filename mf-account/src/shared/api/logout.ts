import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { useCallMutation, usePlatform } from 'shared-contracts/platform';

/**
 * Log out: revoke the token on the server, then clear the session (token, ids, money, idcard, group_id; the bus
 * hears it and the cached answers go) and go to /login, even when the server could not be reached: the user asked to leave.
 */
export function useLogout() {
  const { session } = usePlatform();
  const navigate = useNavigate();
  const logout = useCallMutation('logout', {
    onSettled: () => {
      session.logout();
      navigate(ROUTES.login, { replace: true });
    },
  });
  return () => logout.mutate({});
}
