import { routesOf, type RemoteAppProps } from 'shared-contracts';
import { RemoteRoutes, lazyScreen, type Screens } from 'shared-contracts/platform';
import { strings } from './i18n';
import { HomeScreen } from './features/home/HomeScreen';

/** Home loads with the remote (the first screen after login); every other screen in its own chunk. */
const screens: Screens = {
  home: <HomeScreen />,
  moreNews: lazyScreen(() => import('./features/moreNews/MoreNewsScreen').then((m) => m.MoreNewsScreen)),
  articleDetail: lazyScreen(() => import('./features/articleDetail/ArticleDetailScreen').then((m) => m.ArticleDetailScreen)),
  announcement: lazyScreen(() => import('./features/announcement/AnnouncementScreen').then((m) => m.AnnouncementScreen)),
  notice: lazyScreen(() => import('./features/notice/NoticeScreen').then((m) => m.NoticeScreen)),
  actionCenter: lazyScreen(() => import('./features/actionCenter/ActionCenterScreen').then((m) => m.ActionCenterScreen)),
};

export default function App(props: RemoteAppProps) {
  return <RemoteRoutes props={props} owned={routesOf('content')} screens={screens} strings={strings} />;
}
