import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { DepositPromotion } from 'shared-contracts/api';
import { turnoverRule } from './depositRules';
import styles from './recharge.module.css';

/**
 * The rule in force, stated before a deposit from the operator's live promotion: the bonus (percent, cap) while it
 * is on, and the turnover a deposit and its bonus add before a withdrawal; nothing when neither applies.
 */
export function DepositRule({ promotion }: { promotion: DepositPromotion }) {
  const { t } = useTranslation();
  const { enabled, percent, cap } = promotion;
  const bonus = enabled && percent > 0;
  const rule = turnoverRule(promotion);
  if (!bonus && !rule) return null;
  return (
    <div className={`${styles.rule} ${bonus ? styles.promotion : ''}`} data-testid="deposit-rule">
      {bonus && (
        <p className={styles.bonus}>
          {cap === null
            ? t('wallet.recharge.promotion', { percent })
            : t('wallet.recharge.promotionCapped', { percent, cap: formatMoney(cap) })}
        </p>
      )}
      {rule && <p>{t(`wallet.recharge.turnover.${rule.key}`, { deposit: rule.deposit, bonus: rule.bonus })}</p>}
    </div>
  );
}
