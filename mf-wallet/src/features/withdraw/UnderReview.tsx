import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from 'shared-contracts';
import { useWithdrawReviewList } from './api/withdrawReviewList';
import styles from './withdraw.module.css';

/** The member's withdrawals under review, so a held amount is never a mystery; nothing while there is none. */
export function UnderReview() {
  const { t } = useTranslation();
  const { data: withdrawals = [] } = useWithdrawReviewList();
  if (withdrawals.length === 0) return null;
  return (
    <div className={styles.card}>
      <h2 className={`${styles.label} ${styles.reviewTitle}`}>{t('wallet.withdraw.underReviewTitle')}</h2>
      {withdrawals.map((withdrawal) => (
        <div key={withdrawal.id} className={styles.review} data-testid="withdraw-review">
          <strong>{formatMoney(withdrawal.amount)}</strong>
          <span className={styles.reviewState}>{t('wallet.withdraw.underReview')}</span>
          <span className={styles.reviewTime}>{formatTime(withdrawal.createtime)}</span>
        </div>
      ))}
    </div>
  );
}
