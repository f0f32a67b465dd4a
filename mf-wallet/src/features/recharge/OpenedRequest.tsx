import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { DepositRequest } from 'shared-contracts/api';
import { formatCountdown, shownState } from './depositRules';
import { useSecondsLeft } from './useSecondsLeft';
import styles from './recharge.module.css';

/**
 * The request just opened: what to transfer, and the time left in its window (mm:ss, then 'expired'), or its
 * outcome once known; credited by the api itself `confirmMinutes` after the transfer when set, else by the operator,
 * with its bonus (none while the promotion is off).
 */
export function OpenedRequest({ request, confirmMinutes }: { request: DepositRequest; confirmMinutes?: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(request.state === 'pending' ? request.expires_at : null);
  const state = shownState(request, left);
  return (
    <div className={styles.opened} data-testid="deposit-opened" role="status">
      <h2 className={styles.heading}>{t('wallet.recharge.opened.title')}</h2>
      <p>{t('wallet.recharge.opened.transfer', { amount: formatMoney(request.amount) })}</p>
      <p className={styles.countdownLine}>
        {state === 'pending' ? (
          <>
            {t('wallet.recharge.opened.timeLeft')}{' '}
            <strong className={styles.countdown} data-testid="deposit-countdown">
              {formatCountdown(left)}
            </strong>
          </>
        ) : (
          <strong className={styles[state]} data-testid="deposit-countdown">
            {t(`wallet.recharge.state.${state}`, { bonus: formatMoney(request.bonus) })}
          </strong>
        )}
      </p>
      <p className={styles.muted}>
        {t(`wallet.recharge.${confirmMinutes === undefined ? 'opened' : 'auto'}.${request.bonus > 0 ? 'bonus' : 'noBonus'}`, {
          bonus: formatMoney(request.bonus),
          minutes: confirmMinutes,
        })}
      </p>
    </div>
  );
}
