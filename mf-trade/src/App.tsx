import { DotLoading } from 'shared-contracts/kit';
import { Suspense, lazy, type ComponentType } from 'react';
import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';
import { LotteryScreen } from './features/lottery/LotteryScreen';

/** A screen in its own chunk: only the hall loads with the remote, the rest on demand (Highcharts with /find alone). */
function later(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<DotLoading />}>
      <Screen />
    </Suspense>
  );
}

const screens: Screens = {
  lottery: <LotteryScreen />,
  betRoom: later(() => import('./features/betRoom/BetRoomScreen').then((m) => m.BetRoomScreen)),
  lotteryDetail: later(() => import('./features/lotteryDetail/LotteryDetailScreen').then((m) => m.LotteryDetailScreen)),
  lotteryExplain: later(() => import('./features/lotteryExplain/LotteryExplainScreen').then((m) => m.LotteryExplainScreen)),
  trendChart: later(() => import('./features/trendChart/TrendChartScreen').then((m) => m.TrendChartScreen)),
  find: later(() => import('./features/find/FindScreen').then((m) => m.FindScreen)),
  betRecord: later(() => import('./features/betRecord/BetRecordScreen').then((m) => m.BetRecordScreen)),
  betDetail: later(() => import('./features/betDetail/BetDetailScreen').then((m) => m.BetDetailScreen)),
  verify: later(() => import('./features/verify/VerifyScreen').then((m) => m.VerifyScreen)),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('trade')} screens={screens} strings={strings} />;
}
