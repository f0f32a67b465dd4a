import { useCallback } from 'react';
import { ROUTES } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { useNavigate } from 'shared-contracts/routing';

/**
 * Ends the session on this device: clears it (token, ids, money, idcard, group_id; the bus hears it and the cached
 * answers go) and goes to /login. Logout does it after revoking the token; a security-code reset after the server
 * has already ended every session.
 */
export function useEndSession() {
  const { session } = usePlatform();
  const navigate = useNavigate();
  return useCallback(() => {
    session.logout();
    navigate(ROUTES.login, { replace: true });
  }, [session, navigate]);
}
