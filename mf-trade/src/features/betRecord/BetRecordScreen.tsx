import { Button } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { formatMoney, formatTime, orderOutcome, ROUTES } from 'shared-contracts';
import type { Order } from 'shared-contracts/api';
import { DateRangeFilter, recentDays, RecordList, ScreenBar, useSchedule } from 'shared-contracts/platform';
import page from '../../shared/page.module.css';
import styles from './betRecord.module.css';

const FIRST_RANGE_DAYS = 7;

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = orderOutcome(order);
  return (
    <button
      type="button"
      className={styles.row}
      data-testid="order-row"
      onClick={() => navigate(`${ROUTES.betDetail}?item=${encodeURIComponent(JSON.stringify(order))}`)}
    >
      <span className={styles.line}>
        <strong>
          {order.name} · {order.plan_name}
        </strong>
        <span className={`${styles.state} ${styles[outcome]}`} data-testid="order-state" data-outcome={outcome}>
          {t(`trade.records.${outcome}`)}
        </span>
      </span>
      <span className={styles.line}>
        <span>{t('trade.results.issue', { issue: order.issue })}</span>
        <span>{order.play_method}</span>
      </span>
      <span className={styles.line}>
        <span>
          {t('trade.records.amount')} {formatMoney(order.quantity)}
        </span>
        {order.voided ? (
          <span data-testid="order-refund">
            {order.voided.refund === null
              ? t('trade.records.refundPending')
              : t('trade.records.refund', { amount: formatMoney(order.voided.refund) })}
          </span>
        ) : (
          <span data-testid="order-profit">
            {t('trade.records.profit')} {outcome === 'pending' ? '--' : formatMoney(order.profit)}
          </span>
        )}
      </span>
      {order.voided && (
        <span className={styles.voided} data-testid="order-void-reason">
          {t('trade.results.voided', { reason: order.voided.reason })}
        </span>
      )}
      <span className={styles.time}>{formatTime(order.createtime)}</span>
    </button>
  );
}

/** /BetRecord, the history bills: the member's orders in a date range (the drawer), newest first. */
export function BetRecordScreen() {
  const { t } = useTranslation();
  const { timeZone } = useSchedule();
  const [initial] = useState(() => recentDays(FIRST_RANGE_DAYS, timeZone));
  const [range, setRange] = useState(initial);
  const [filtering, setFiltering] = useState(false);
  return (
    <section data-testid="screen-betRecord" className={page.page}>
      <ScreenBar
        title={t('screens.betRecord')}
        parent={ROUTES.lottery}
        right={
          <Button fill="none" size="small" className={styles.filter} onClick={() => setFiltering(true)}>
            {t('trade.records.filter')}
          </Button>
        }
      />
      <p className={styles.range}>{t('trade.records.range', { begin: range.begin_date, end: range.end_date })}</p>
      <RecordList call="orderList" filter={range} itemKey={(order) => order.orderNo} renderItem={(order) => <OrderRow order={order} />} />
      <DateRangeFilter visible={filtering} value={range} initial={initial} onApply={setRange} onClose={() => setFiltering(false)} />
    </section>
  );
}
