import type { ReactElement } from 'react';
import { Route, Routes } from 'shared-contracts/routing';
import { ROUTES, type RouteName } from '../domain/routes';
import type { RemoteAppProps } from '../remote';
import { useAreaStrings, type Areas } from './areaStrings';
import { PlatformProvider } from './PlatformContext';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/** A remote's screens by route name; a screen not given yet renders its placeholder. */
export type Screens = Partial<Record<RouteName, ReactElement>>;
const NO_STRINGS: Areas = {};

/** Every remote's ./App: its strings registered, its routes under the basename the shell gives, the platform in context. */
export function RemoteRoutes({
  props,
  owned,
  screens,
  strings = NO_STRINGS,
}: {
  props: RemoteAppProps;
  owned: readonly RouteName[];
  screens: Screens;
  strings?: Areas;
}) {
  useAreaStrings(strings);
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
