import { Toast } from 'shared-contracts/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'shared-contracts/routing';
import { ROUTES, isPublicRoute } from 'shared-contracts';
import { useSession } from 'shared-contracts/platform';

/** How long the 'loading' toast shows before an anonymous visitor lands on /login. */
export const GUARD_TOAST_MS = 300;

/** Only /login, /register and /language are public; anything else without a token goes to /login. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  const [redirect, setRedirect] = useState(false);
  const needsLogin = !signedIn && !isPublicRoute(pathname);

  useEffect(() => {
    if (!needsLogin) return setRedirect(false);
    Toast.show({ icon: 'loading', content: t('common.loading'), duration: GUARD_TOAST_MS });
    const timer = setTimeout(() => setRedirect(true), GUARD_TOAST_MS);
    return () => clearTimeout(timer);
  }, [needsLogin, t]);

  if (needsLogin) return redirect ? <Navigate to={ROUTES.login} replace /> : null;
  return <>{children}</>;
}
