import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, lazyScreen, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';
import { LotteryScreen } from './features/lottery/LotteryScreen';

/** Only the hall loads with the remote; every other screen in its own chunk (Highcharts with /find alone). */
const screens: Screens = {
  lottery: <LotteryScreen />,
  betRoom: lazyScreen(() => import('./features/betRoom/BetRoomScreen').then((m) => m.BetRoomScreen)),
  lotteryDetail: lazyScreen(() => import('./features/lotteryDetail/LotteryDetailScreen').then((m) => m.LotteryDetailScreen)),
  lotteryExplain: lazyScreen(() => import('./features/lotteryExplain/LotteryExplainScreen').then((m) => m.LotteryExplainScreen)),
  trendChart: lazyScreen(() => import('./features/trendChart/TrendChartScreen').then((m) => m.TrendChartScreen)),
  find: lazyScreen(() => import('./features/find/FindScreen').then((m) => m.FindScreen)),
  betRecord: lazyScreen(() => import('./features/betRecord/BetRecordScreen').then((m) => m.BetRecordScreen)),
  betDetail: lazyScreen(() => import('./features/betDetail/BetDetailScreen').then((m) => m.BetDetailScreen)),
  verify: lazyScreen(() => import('./features/verify/VerifyScreen').then((m) => m.VerifyScreen)),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('trade')} screens={screens} strings={strings} />;
}
