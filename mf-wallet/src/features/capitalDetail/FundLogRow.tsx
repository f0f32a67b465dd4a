import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from 'shared-contracts';
import type { FundLog } from 'shared-contracts/api';
import { FUND_STATUS_NAMES, FUND_TYPE_NAMES } from './fundLogRules';
import { PayoutLine } from './PayoutLine';
import styles from './capitalDetail.module.css';

const DIRECTION_STYLE = { '1': styles.credit, '-1': styles.debit, '0': styles.still };

/**
 * One fund-log entry: type, the api's mark, the signed amount, status, a withdrawal's payout or the cashier's reason for
 * rejecting it, the balance after it and when.
 */
export function FundLogRow({ log }: { log: FundLog }) {
  const { t } = useTranslation();
  // The ledger's own signed change: a request that moved nothing shows its amount unsigned.
  const direction = Math.sign(log.delta) as -1 | 0 | 1;
  const amount = log.delta === 0 ? formatMoney(log.quantity) : `${log.delta > 0 ? '+' : ''}${formatMoney(log.delta)}`;
  return (
    <div className={styles.row} data-testid="fund-row">
      <span className={styles.line}>
        <strong>{t(`wallet.fundLog.types.${FUND_TYPE_NAMES[log.type]}`)}</strong>
        <strong className={DIRECTION_STYLE[direction]} data-testid="fund-amount">
          {amount}
        </strong>
      </span>
      <span className={styles.line}>
        <span className={styles.mark}>{log.mark}</span>
        <span className={`${styles.status} ${styles[FUND_STATUS_NAMES[log.status]!]}`} data-testid="fund-status">
          {t(`wallet.fundLog.statuses.${FUND_STATUS_NAMES[log.status]}`)}
        </span>
      </span>
      {log.payout_tx && <PayoutLine tx={log.payout_tx} state={log.payout_state} />}
      {log.reason && (
        <span className={`${styles.line} ${styles.mark}`} data-testid="fund-reason">
          {t('wallet.fundLog.reason', { reason: log.reason })}
        </span>
      )}
      <span className={styles.line}>
        <span className={styles.time}>{formatTime(log.createtime)}</span>
        <span data-testid="fund-over">{t('wallet.fundLog.over', { over: formatMoney(log.over) })}</span>
      </span>
    </div>
  );
}
