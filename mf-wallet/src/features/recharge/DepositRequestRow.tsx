import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from 'shared-contracts';
import type { DepositRequest } from 'shared-contracts/api';
import { formatCountdown, shortTx, shownState } from './depositRules';
import { useSecondsLeft } from './useSecondsLeft';
import styles from './recharge.module.css';

/**
 * One of the member's deposits: amount, bonus, where it stands (a pending request with its time left), when, and
 * the chain transfer that credited it when the api did.
 */
export function DepositRequestRow({ request }: { request: DepositRequest }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(request.state === 'pending' ? request.expires_at : null);
  const state = shownState(request, left);
  const bonus = formatMoney(request.bonus);
  return (
    <div className={styles.row} data-testid="deposit-row">
      <span className={styles.line}>
        <strong>{formatMoney(request.amount)}</strong>
        <span className={`${styles.state} ${styles[state]}`} data-testid="deposit-state">
          {t(`wallet.recharge.state.${state}`, { bonus })}
        </span>
      </span>
      <span className={styles.line}>
        <span>{t('wallet.recharge.row.bonus', { bonus: state === 'pending' || state === 'credited' ? bonus : '--' })}</span>
        {state === 'pending' && <span>{t('wallet.recharge.row.timeLeft', { time: formatCountdown(left) })}</span>}
      </span>
      <span className={`${styles.line} ${styles.time}`}>
        <span>{formatTime(request.createtime)}</span>
        {request.tx && <span data-testid="deposit-tx">{t('wallet.recharge.row.tx', { tx: shortTx(request.tx) })}</span>}
      </span>
    </div>
  );
}
