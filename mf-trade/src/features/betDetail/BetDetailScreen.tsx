import { ScreenBar } from 'shared-contracts/platform';
import { DotLoading, List } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-contracts/routing';
import { ROUTES, formatMoney, formatTime } from 'shared-contracts';
import type { Order } from 'shared-contracts/api';
import { orderState } from '../../shared/orderState';
import page from '../../shared/page.module.css';
import { parseOrderRef, useOrder } from './api/order';
import styles from './betDetail.module.css';

const STAMP = { pending: 'trade.detail.stampPending', won: 'trade.detail.stampWon', lost: 'trade.detail.stampLost' } as const;

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const state = orderState(order);
  const profit = state === 'pending' ? '--' : formatMoney(order.profit);
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
        <span className={`${styles.stamp} ${styles[state]}`} data-testid="detail-stamp">
          {t(STAMP[state])}
        </span>
      </div>
      <List className={styles.list}>
        <List.Item extra={<span className={styles.orderNo}>{order.orderNo}</span>}>{t('trade.detail.orderNo')}</List.Item>
        <List.Item extra={`${order.name} · ${order.plan_name}`}>{t('trade.detail.room')}</List.Item>
        <List.Item extra={order.issue}>{t('trade.detail.issue')}</List.Item>
        <List.Item extra={formatTime(order.createtime)}>{t('trade.detail.time')}</List.Item>
      </List>
      <List header={t('trade.detail.betInfo')} className={styles.list}>
        <List.Item extra={order.play_method}>{t('trade.detail.playMethod')}</List.Item>
        <List.Item extra={formatMoney(order.quantity)}>{t('trade.detail.quantity')}</List.Item>
        <List.Item extra={profit}>{t('trade.detail.profit')}</List.Item>
        <List.Item extra={formatMoney(order.after_quantity)}>{t('trade.detail.balanceAfter')}</List.Item>
      </List>
      {state !== 'pending' && (
        <Link className={styles.verify} to={`${ROUTES.verify}?game_id=${order.game_id}&issue=${order.issue}`}>
          {t('trade.detail.verify')}
        </Link>
      )}
    </>
  );
}

/** /betDetail (query item = JSON of an order): the order as the server has it, so a reload or an edited link shows the truth. */
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
        ) : order.isPending ? (
          <DotLoading />
        ) : order.data ? (
          <OrderDetail order={order.data} />
        ) : (
          order.isSuccess && <p className={styles.message}>{t('trade.detail.notFound')}</p>
        )}
      </div>
    </section>
  );
}
