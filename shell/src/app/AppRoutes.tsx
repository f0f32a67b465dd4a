import { Route, Routes, useLocation } from 'shared-contracts/routing';
import { ROUTES, ownerOf, type RemoteAppProps } from 'shared-contracts';
import { useServiceLink } from 'shared-contracts/platform';
import { AuthGuard } from '../features/auth/AuthGuard';
import { NotFound } from '../features/notFound/NotFound';
import { RealityCheck } from '../features/realityCheck/RealityCheck';
import { RemoteRoute } from '../features/remotes/RemoteRoute';
import { ServicePage } from '../features/service/ServicePage';
import { TabBar, isTabPath } from '../features/tabbar/TabBar';

type Platform = Omit<RemoteAppProps, 'basename'>;

/** Routes every path (docs/product.md, Screens and routes) to the remote that owns it (shared-contracts ROUTE_OWNERS). */
function RemoteOutlet({ platform }: { platform: Platform }) {
  const { pathname } = useLocation();
  const remote = ownerOf(pathname);
  return remote ? <RemoteRoute key={remote} remote={remote} platform={platform} /> : <NotFound />;
}

export function AppRoutes({ platform }: { platform: Platform }) {
  const { pathname } = useLocation();
  const openService = useServiceLink();
  const withTabs = isTabPath(pathname);

  return (
    <AuthGuard>
      <main className={withTabs ? 'app-main with-tabbar' : 'app-main'}>
        <Routes>
          <Route path={ROUTES.room} element={<ServicePage open={openService} />} />
          <Route path="*" element={<RemoteOutlet platform={platform} />} />
        </Routes>
      </main>
      {withTabs && <TabBar openService={openService} />}
      <RealityCheck />
    </AuthGuard>
  );
}
