import { Button } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { useGoToDeposit } from '../../shared/useOpenPromo';
import styles from './home.module.css';

/** The quick-deposit card: the USDT promotion and a button to /Recharge with the member's address. */
export function QuickDeposit() {
  const { t } = useTranslation();
  const goToDeposit = useGoToDeposit();
  return (
    <section className={`${styles.card} ${styles.deposit}`}>
      <svg className={styles.depositIcon} viewBox="-50 -50 100 100" aria-hidden>
        {/* The USDT (Tether) mark. */}
        <circle r="50" fill="#26a17b" />
        <path d="M-27 -32 H27 V-20 H8 V34 H-8 V-20 H-27 Z" fill="#fff" />
        <ellipse cy="-4" rx="28" ry="8" fill="none" stroke="#fff" strokeWidth="5" />
      </svg>
      <div className={styles.depositText}>
        <h2 className={styles.cardTitle}>{t('content.home.deposit.title')}</h2>
        <p className={styles.depositBody}>{t('content.home.deposit.body')}</p>
      </div>
      <Button color="warning" shape="rounded" size="small" onClick={goToDeposit}>
        {t('content.home.deposit.action')}
      </Button>
    </section>
  );
}
