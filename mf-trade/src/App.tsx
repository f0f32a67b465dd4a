import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, type Screens } from 'shared-contracts/platform';

const screens: Screens = {};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('trade')} screens={screens} />;
}
