import { LoadingView, ScreenBar } from 'shared-contracts/platform';
import { List } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-contracts/routing';
import { formatMoney, formatTime, orderOutcome, paidBack, ROUTES } from 'shared-contracts';
import type { OrderRecord } from 'shared-contracts/api';
import { DrawDigits } from '../../shared/DrawDigits';
import page from '../../shared/page.module.css';
import { parseOrderRef, useOrder } from './api/order';
import styles from './betDetail.module.css';

const STAMP = {
  pending: 'trade.detail.stampPending',
  won: 'trade.detail.stampWon',
  partlyWon: 'trade.detail.stampPartlyWon',
  back: 'trade.detail.stampBack',
  lost: 'trade.detail.stampLost',
  voided: 'trade.detail.stampVoided',
} as const;

type Leg = OrderRecord['legs'][number];

/** One leg: its class, its stake at the odds it was bought at, and once drawn whether it won and what it paid. */
function LegRow({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  const result =
    leg.win === null ? '--' : leg.win ? t('trade.detail.legWon', { payout: formatMoney(leg.payout) }) : t('trade.detail.legLost');
  return (
    <List.Item
      data-testid="detail-leg"
      data-win={String(leg.win)}
      description={t('trade.detail.legStake', { money: formatMoney(leg.money), odds: leg.odds })}
      extra={<span className={leg.win ? styles.legWon : undefined}>{result}</span>}
    >
      {leg.class_name}
    </List.Item>
  );
}

function OrderDetail({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const outcome = orderOutcome(order);
  // A voided order's net is its refund (below), not a settlement's.
  const settled = outcome !== 'pending' && outcome !== 'voided';
  const profit = settled ? formatMoney(order.profit) : '--';
  const { draw, voided } = order;
  return (
    <>
      <div className={styles.summary}>
        <div>
          <span>{t('trade.detail.amount')}</span>
          <strong data-testid="detail-amount">{formatMoney(order.quantity)}</strong>
        </div>
        <div>
          <span>{t('trade.detail.profit')}</span>
          <strong data-testid="detail-profit">{profit}</strong>
        </div>
        <span className={`${styles.stamp} ${styles[outcome]}`} data-testid="detail-stamp">
          {t(STAMP[outcome])}
        </span>
      </div>
      <List header={t('trade.detail.draw')} className={styles.list}>
        <List.Item
          extra={
            <span data-testid="detail-draw">
              {draw ? <DrawDigits digits={[draw.site_1, draw.site_2, draw.site_3]} sum={draw.code} /> : t('trade.detail.notDrawn')}
            </span>
          }
        >
          {t('trade.detail.issue')} {order.issue}
        </List.Item>
      </List>
      {voided && (
        <List className={styles.list}>
          <List.Item extra={<span data-testid="detail-void-reason">{voided.reason}</span>}>{t('trade.detail.voidReason')}</List.Item>
          <List.Item
            extra={
              <span data-testid="detail-refund">
                {voided.refund === null ? t('trade.records.refundPending') : formatMoney(voided.refund)}
              </span>
            }
          >
            {t('trade.detail.refund')}
          </List.Item>
        </List>
      )}
      <List header={t('trade.detail.betInfo')} className={styles.list}>
        {order.legs.map((leg) => (
          <LegRow key={leg.class} leg={leg} />
        ))}
        <List.Item extra={formatMoney(order.quantity)}>{t('trade.detail.quantity')}</List.Item>
        <List.Item extra={<span data-testid="detail-paid">{settled ? formatMoney(paidBack(order)) : '--'}</span>}>
          {t('trade.detail.paid')}
        </List.Item>
        <List.Item extra={profit}>{t('trade.detail.profit')}</List.Item>
        <List.Item extra={formatMoney(order.after_quantity)}>{t('trade.detail.balanceAfter')}</List.Item>
      </List>
      <List className={styles.list}>
        <List.Item extra={<span className={styles.orderNo}>{order.orderNo}</span>}>{t('trade.detail.orderNo')}</List.Item>
        <List.Item extra={`${order.name} · ${order.plan_name}`}>{t('trade.detail.room')}</List.Item>
        <List.Item extra={formatTime(order.createtime)}>{t('trade.detail.time')}</List.Item>
      </List>
      {draw && (
        <Link className={styles.verify} to={`${ROUTES.verify}?game_id=${order.game_id}&issue=${order.issue}`}>
          {t('trade.detail.verify')}
        </Link>
      )}
    </>
  );
}

/**
 * /betDetail (query item = JSON of an order): the order as the server has it, so a reload or an edited link shows the
 * truth: what it came to by its net, the round's draw, each leg with its odds and whether it won, and a link to verify the draw.
 */
export function BetDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = parseOrderRef(params.get('item'));
  const order = useOrder(ref);
  return (
    <section data-testid="screen-betDetail" className={page.page}>
      <ScreenBar title={t('screens.betDetail')} parent={ROUTES.betRecord} />
      <div className={page.body}>
        {!ref ? (
          <p className={styles.message}>{t('trade.detail.missing')}</p>
        ) : order.isPending || order.isError ? (
          <LoadingView query={order} />
        ) : order.data ? (
          <OrderDetail order={order.data} />
        ) : (
          order.isSuccess && <p className={styles.message}>{t('trade.detail.notFound')}</p>
        )}
      </div>
    </section>
  );
}
