import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from 'shared-contracts';
import type { TurnoverLog } from 'shared-contracts/api';
import styles from './capitalDetail.module.css';

/**
 * How a movement's change reads: a credit requires, a settled stake is played, an operator's waiver waives, a voided
 * round's play is left again.
 */
const CHANGE = { deposit: 'added', bonus: 'added', play: 'played', waiver: 'waived', void: 'restored' } as const;

/**
 * One turnover movement: what moved it (a deposit or bonus credited, a round's settled stakes less what they return
 * whatever the draw, or before that rule one bet's stake, an operator's waiver), its signed change as "+100u required",
 * "-10u played" or "-10u waived", the turnover left after it and when.
 */
export function TurnoverLogRow({ log }: { log: TurnoverLog }) {
  const { t } = useTranslation();
  const amount = `${log.delta > 0 ? '+' : ''}${formatMoney(log.delta)}`;
  return (
    <div className={styles.row} data-testid="turnover-row">
      <span className={styles.line}>
        <strong>{t(`wallet.fundLog.turnover.kinds.${log.kind}`)}</strong>
        <strong className={log.delta < 0 ? styles.credit : styles.debit} data-testid="turnover-delta">
          {t(`wallet.fundLog.turnover.${CHANGE[log.kind]}`, { amount })}
        </strong>
      </span>
      <span className={styles.line}>
        <span className={styles.mark}>
          {log.issue !== null && log.returned !== null
            ? t('wallet.fundLog.turnover.round', { issue: log.issue, amount: formatMoney(log.amount), returned: formatMoney(log.returned) })
            : t(`wallet.fundLog.turnover.source.${log.kind}`, { amount: formatMoney(log.amount), ref: log.ref, issue: log.issue })}
        </span>
        <span className={styles.status} data-testid="turnover-left">
          {t('wallet.fundLog.turnover.left', { left: formatMoney(log.left) })}
        </span>
      </span>
      <span className={styles.time}>{formatTime(log.createtime)}</span>
    </div>
  );
}
