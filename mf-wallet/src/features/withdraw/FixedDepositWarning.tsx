import { useTranslation } from 'react-i18next';
import { fixedDepositPayoutDate, formatMoney } from 'shared-contracts';
import type { FixedDepositTerm } from 'shared-contracts/api';
import styles from './withdraw.module.css';

/** Before anything is typed: what a withdrawal now costs in locked fixed-deposit bonus, and when the term would end without one. */
export function FixedDepositWarning({ term }: { term: FixedDepositTerm }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.card} ${styles.fixedDeposit}`} data-testid="withdraw-fixed-deposit">
      {t('wallet.withdraw.fixedDeposit.warning', { locked: formatMoney(term.locked), endsAt: fixedDepositPayoutDate(term.last_month) })}
    </p>
  );
}
