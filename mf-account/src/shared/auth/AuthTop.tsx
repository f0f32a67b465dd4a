import { CloseOutline, GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import styles from './auth.module.css';

/** Close (clears the session and goes home) on the left, the language icon on the right. */
export function AuthTop({ showLanguage = true }: { showLanguage?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = usePlatform();
  return (
    <div className={styles.top}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('account.login.close')}
        onClick={() => {
          session.logout();
          navigate(ROUTES.home, { replace: true });
        }}
      >
        <CloseOutline />
      </button>
      {showLanguage && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('account.login.languageIcon')}
          onClick={() => navigate(ROUTES.language)}
        >
          <GlobalOutline />
        </button>
      )}
    </div>
  );
}
