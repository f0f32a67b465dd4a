import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, ownerOf, type RemoteAppProps } from 'shared-contracts';
import { AuthGuard } from '../features/auth/AuthGuard';
import { NotFound } from '../features/notFound/NotFound';
import { RemoteRoute } from '../features/remotes/RemoteRoute';
import { ServicePage } from '../features/service/ServicePage';
import { useServiceLink } from '../features/service/useServiceLink';
import { TabBar, isTabPath } from '../features/tabbar/TabBar';

type Platform = Omit<RemoteAppProps, 'basename'>;

/** Routes every path of spec section 2 to the remote that owns it (shared-contracts ROUTE_OWNERS). */
function RemoteOutlet({ platform }: { platform: Platform }) {
  const { pathname } = useLocation();
  const remote = ownerOf(pathname);
  return remote ? <RemoteRoute key={remote} remote={remote} platform={platform} /> : <NotFound />;
}

export function AppRoutes({ platform }: { platform: Platform }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const service = useServiceLink(platform.api);
  const withTabs = isTabPath(pathname);

  useEffect(() => {
    const go = ({ to, replace }: { to: string; replace?: boolean }) => navigate(to, { replace: !!replace });
    platform.bus.on('nav:go', go);
    return () => platform.bus.off('nav:go', go);
  }, [navigate, platform.bus]);

  return (
    <AuthGuard session={platform.session} bus={platform.bus}>
      <main className={withTabs ? 'app-main with-tabbar' : 'app-main'}>
        <Routes>
          <Route path={ROUTES.room} element={<ServicePage open={service.open} />} />
          <Route path="*" element={<RemoteOutlet platform={platform} />} />
        </Routes>
      </main>
      {withTabs && <TabBar openService={service.open} />}
    </AuthGuard>
  );
}
