import { useTranslation } from 'react-i18next';
import { formatMinute } from 'shared-contracts';
import styles from './withdraw.module.css';

/** Before anything is typed: withdrawals wait 24 hours after an account reset (password or security code), until when. */
export function ResetHoldCard({ until }: { until: number }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles.fixedDeposit}`} data-testid="withdraw-reset-hold" role="status">
      <div className={styles.label}>{t('wallet.withdraw.resetHold.title')}</div>
      <p className={styles.holdText}>{t('wallet.withdraw.resetHold.body', { until: formatMinute(until) })}</p>
    </div>
  );
}
