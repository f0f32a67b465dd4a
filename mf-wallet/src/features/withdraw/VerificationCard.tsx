import { useTranslation } from 'react-i18next';
import { ROUTES, formatMoney } from 'shared-contracts';
import type { VerificationStatus } from 'shared-contracts/api';
import { Link } from 'shared-contracts/routing';
import styles from './withdraw.module.css';

/**
 * What large withdrawals need (issue 40), shown before an amount is typed: the member's level, the thresholds, and the
 * way to /baseinfo while the member is not fully verified.
 */
export function VerificationCard({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} data-testid="withdraw-verification">
      <div className={styles.turnoverHead}>
        <span className={styles.label}>
          {t('wallet.withdraw.verification.title', { level: t(`wallet.withdraw.verification.levels.${status.level}`) })}
        </span>
        {status.level !== 'full' && (
          <Link className={styles.turnoverLink} to={ROUTES.baseinfo} data-testid="withdraw-verify">
            {t('wallet.withdraw.verification.verify')}
          </Link>
        )}
      </div>
      <p className={styles.verificationRule}>
        {t('wallet.withdraw.verification.rule', {
          basic: formatMoney(status.thresholds.basic_above),
          full: formatMoney(status.thresholds.full_above),
        })}
        {status.pending ? ` ${t('wallet.withdraw.verification.pending')}` : ''}
      </p>
    </div>
  );
}
