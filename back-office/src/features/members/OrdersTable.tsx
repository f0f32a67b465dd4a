import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, orderOutcome } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';
import type { OrderRow } from './api/opsMemberOrders';

/** The member's orders, as read so far. */
export function OrdersTable({ rows, loading = false }: { rows: OrderRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<OrderRow> = [
    { title: t('members.orders.columns.createtime'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    { title: t('members.orders.columns.orderNo'), dataIndex: 'orderNo' },
    { title: t('members.orders.columns.room'), key: 'room', render: (_: unknown, row) => `${row.name} / ${row.plan_name}` },
    { title: t('members.orders.columns.issue'), dataIndex: 'issue' },
    { title: t('members.orders.columns.play'), dataIndex: 'play_method' },
    { title: t('members.orders.columns.stake'), dataIndex: 'quantity', align: 'right', render: (m: number) => formatMoney(m) },
    { title: t('members.orders.columns.result'), key: 'result', render: (_: unknown, row) => t(`members.orders.${orderOutcome(row)}`) },
    { title: t('members.orders.columns.profit'), dataIndex: 'profit', align: 'right', render: (m: number) => formatMoney(m) },
  ];
  return (
    <Table<OrderRow>
      rowKey="orderNo"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('members.orders.empty') }}
    />
  );
}
