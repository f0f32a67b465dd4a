import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';

/**
 * Log out: revoke the token on the server, clear the session (token, ids, money, idcard, group_id) and go to
 * /login. The local session ends even when the server cannot be reached: the user asked to leave.
 */
export function useLogout() {
  const { api, session } = usePlatform();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call('logout');
    } catch {
      // the failure toast has been shown; leave anyway
    }
    session.logout();
    navigate(ROUTES.login, { replace: true });
  }, [api, session, navigate]);
}
