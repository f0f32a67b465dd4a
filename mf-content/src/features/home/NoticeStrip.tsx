import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import styles from './home.module.css';

type NoticeTitle = CallResponse<'homeIndex'>['notices'][number];

/** The latest platform announcements scrolling in one line; a tap opens them on /Notice's announcements tab. */
export function NoticeStrip({ notices }: { notices: readonly NoticeTitle[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.notices} aria-label={t('content.home.notices')}>
      <NoticeBar
        icon={<SoundOutline />}
        extra={<RightOutline />}
        color="info"
        shape="rounded"
        content={notices.map((notice) => (
          <span key={notice.id} className={styles.noticeTitle}>
            {notice.title}
          </span>
        ))}
        onClick={() => navigate(`${ROUTES.notice}?tab=notice`)}
      />
    </nav>
  );
}
