import { TabBar as KitTabBar } from 'shared-contracts/kit';
import { AppOutline, AppstoreOutline, ChatCheckOutline, HistogramOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { usePrefetchServiceLink } from 'shared-contracts/platform';
import styles from './tabBar.module.css';

export const TAB_PATHS = [ROUTES.home, ROUTES.lottery, ROUTES.room, ROUTES.find, ROUTES.personal] as const;

// The trend tab shows charts: it carries the chart icon; the hall lists the games.
const tabs = [
  { key: ROUTES.home, label: 'common.tab.home', icon: <AppOutline /> },
  { key: ROUTES.lottery, label: 'common.tab.lottery', icon: <AppstoreOutline /> },
  { key: ROUTES.room, label: 'common.tab.service', icon: <ChatCheckOutline /> },
  { key: ROUTES.find, label: 'common.tab.find', icon: <HistogramOutline /> },
  { key: ROUTES.personal, label: 'common.tab.personal', icon: <UserOutline /> },
] as const;

export function isTabPath(pathname: string): boolean {
  return (TAB_PATHS as readonly string[]).includes(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
}

/**
 * The bottom tab bar (docs/product.md, Screens and routes). Customer service opens its link outside the app; /room
 * marks it active. Labels of 12 px and tap targets of at least 44 px (the whole fifth of the bar, 50 px high).
 */
export function TabBar({ openService }: { openService: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePrefetchServiceLink();
  return (
    <nav className={`app-tabbar ${styles.bar}`} aria-label="tabs">
      <KitTabBar
        activeKey={pathname.toLowerCase()}
        onChange={(key) => {
          if (key === ROUTES.room) openService();
          navigate(key);
        }}
      >
        {tabs.map((tab) => (
          <KitTabBar.Item key={tab.key} icon={tab.icon} title={t(tab.label)} />
        ))}
      </KitTabBar>
    </nav>
  );
}
