import { Toast } from 'shared-contracts/kit';
import { useCallback } from 'react';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES, type SessionUser } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { POST_LOGIN_TOAST_MS } from './config';

/**
 * After login or register: store the session (the bus hears it; remembered across browser restarts or for this
 * tab only), a 500 ms toast, then home (docs/product.md, Constants), or `to`.
 */
export function useFinishLogin() {
  const { session } = usePlatform();
  const navigate = useNavigate();
  return useCallback(
    (user: SessionUser, message: string, remember = false, to: string = ROUTES.home) =>
      new Promise<void>((resolve) => {
        session.login(user, { remember });
        Toast.show({ icon: 'success', content: message, duration: POST_LOGIN_TOAST_MS });
        setTimeout(() => {
          navigate(to, { replace: true });
          resolve();
        }, POST_LOGIN_TOAST_MS);
      }),
    [session, navigate],
  );
}
