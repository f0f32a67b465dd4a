import { Button } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { givesBonus } from '../../shared/promos';
import { useGoToDeposit } from '../../shared/useOpenPromo';
import { usePromotions } from '../../shared/usePromotions';
import styles from './home.module.css';

/** The quick-deposit card: the deposit bonus in force (none stated while it is off or unknown) and a button to /Recharge with the member's address. */
export function QuickDeposit() {
  const { t } = useTranslation();
  const goToDeposit = useGoToDeposit();
  const bonus = usePromotions().data?.deposit_bonus;
  const body =
    !bonus || !givesBonus(bonus)
      ? t('content.home.deposit.plain')
      : bonus.cap === null
        ? t('content.home.deposit.body', { percent: bonus.percent })
        : t('content.home.deposit.bodyCapped', { percent: bonus.percent, cap: formatMoney(bonus.cap) });
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
        <p className={styles.depositBody} data-testid="deposit-offer">
          {body}
        </p>
      </div>
      <Button color="warning" shape="rounded" size="small" onClick={goToDeposit}>
        {t('content.home.deposit.action')}
      </Button>
    </section>
  );
}
