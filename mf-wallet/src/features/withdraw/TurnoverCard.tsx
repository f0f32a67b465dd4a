import { useTranslation } from 'react-i18next';
import { ROUTES, formatMoney } from 'shared-contracts';
import type { TurnoverStanding } from 'shared-contracts/api';
import { Link } from 'shared-contracts/routing';
import styles from './withdraw.module.css';

/**
 * The turnover the member must still play before a withdrawal, shown before anything is typed: what is left (large),
 * played against required, and why; one plain line once it is played through; nothing for a member who never had
 * any (a guest, a member who never deposited) or while withdrawals wait after a reset. Its movements are on /CapitalDetail's turnover tab.
 */
export function TurnoverCard({ turnover, held }: { turnover: TurnoverStanding; held: boolean }) {
  const { t } = useTranslation();
  const { left, required, played } = turnover;
  // "You can withdraw" would be untrue while a reset's hold lasts: its own card says until when.
  if ((required === 0 || held) && left === 0) return null;
  const details = (
    <Link className={styles.turnoverLink} to={`${ROUTES.capitalDetail}?tab=turnover`}>
      {t('wallet.withdraw.turnover.details')}
    </Link>
  );
  if (left === 0) {
    return (
      <div className={`${styles.card} ${styles.turnoverHead}`} data-testid="withdraw-turnover">
        <span className={styles.turnoverNone}>{t('wallet.withdraw.turnover.none')}</span>
        {details}
      </div>
    );
  }
  return (
    <div className={styles.card} data-testid="withdraw-turnover">
      <div className={styles.turnoverHead}>
        <span className={styles.label}>{t('wallet.withdraw.turnover.title')}</span>
        {details}
      </div>
      <div className={styles.turnoverLeft} data-testid="withdraw-turnover-left">
        {formatMoney(left)}
      </div>
      <div className={styles.turnoverBar} aria-hidden>
        {/* A share of the bar, not money: played may pass required, so it is capped. */}
        <span style={{ width: `${required > 0 ? Math.min(100, (played / required) * 100) : 0}%` }} />
      </div>
      <div className={styles.turnoverProgress} data-testid="withdraw-turnover-progress">
        {t('wallet.withdraw.turnover.progress', { played: formatMoney(played), required: formatMoney(required) })}
      </div>
      <p className={styles.turnoverWhy}>{t('wallet.withdraw.turnover.why')}</p>
    </div>
  );
}
