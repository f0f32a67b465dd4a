import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteName } from '../domain/routes';
import type { RemoteAppProps } from '../remote';
import { PlatformProvider } from './PlatformContext';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/** A remote's screens by route name; a screen not given yet renders its placeholder. */
export type Screens = Partial<Record<RouteName, ReactElement>>;

/** Every remote's ./App: its routes under the basename the shell gives, with the platform in context. */
export function RemoteRoutes({ props, owned, screens }: { props: RemoteAppProps; owned: readonly RouteName[]; screens: Screens }) {
  const base = props.basename.replace(/\/+$/, '');
  return (
    <PlatformProvider value={props}>
      <Routes>
        {owned.map((name) => (
          <Route key={name} path={`${base}${ROUTES[name]}`} element={screens[name] ?? <ScreenPlaceholder name={name} />} />
        ))}
      </Routes>
    </PlatformProvider>
  );
}
