import { CheckShieldOutline, FileOutline, GiftOutline, SoundOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES, type RouteName } from 'shared-contracts';
import styles from './home.module.css';

const SHORTCUTS: { route: RouteName; to: string; icon: ReactNode }[] = [
  { route: 'actionCenter', to: ROUTES.actionCenter, icon: <GiftOutline /> },
  { route: 'moreNews', to: ROUTES.moreNews, icon: <FileOutline /> },
  { route: 'notice', to: `${ROUTES.notice}?tab=notice`, icon: <SoundOutline /> },
  { route: 'verify', to: ROUTES.verify, icon: <CheckShieldOutline /> },
];

/** Home's ways to the activities, the news, the announcements and the fairness check. */
export function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.shortcuts} aria-label={t('content.home.shortcuts')}>
      {SHORTCUTS.map(({ route, to, icon }) => (
        <button key={route} type="button" className={styles.shortcut} onClick={() => navigate(to)}>
          <span className={styles.shortcutIcon}>{icon}</span>
          {t(`screens.${route}`)}
        </button>
      ))}
    </nav>
  );
}
