import { Button, Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useOpsPayoutQueue, type PayoutRow } from './api/opsPayoutQueue';
import { operatorName } from './fourEyes';
import { NameText } from '../../shared/NameText';
import { PaidModal } from './PaidModal';

/**
 * Approved USDT withdrawals awaiting their payout, oldest approval first: whoever sends one records it here ("Paid with
 * transaction…"); any cashier may, as it records rather than decides.
 */
export function PayoutTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queue = useOpsPayoutQueue();
  const [paying, setPaying] = useState<PayoutRow | null>(null);

  const columns: TableColumnsType<PayoutRow> = [
    { title: t('queues.columns.id'), dataIndex: 'id', width: 90, render: (id: number) => `#${id}` },
    {
      title: t('queues.columns.member'),
      key: 'member',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <NameText name={row.username} />
          <Typography.Text type="secondary">{t('queues.memberId', { id: row.user_id })}</Typography.Text>
        </Space>
      ),
    },
    { title: t('queues.columns.amount'), dataIndex: 'amount', align: 'right', render: (amount: number) => formatMoney(amount) },
    {
      title: t('queues.columns.destination'),
      dataIndex: 'destination',
      render: (destination: string) => (
        <Typography.Text copyable={{ text: destination.replace(/^usdt:/, '') }} style={{ wordBreak: 'break-all' }}>
          {destination}
        </Typography.Text>
      ),
    },
    {
      title: t('queues.columns.approved'),
      key: 'approved',
      width: 220,
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{operatorName(row.approved_by)}</Typography.Text>
          <Typography.Text type="secondary">{formatTime(row.approved_at, locale)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('queues.columns.state'), key: 'state', render: () => <Tag color="blue">{t('queues.awaitingPayout')}</Tag> },
    {
      title: t('queues.columns.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, row) => (
        <Button type="primary" size="small" onClick={() => setPaying(row)}>
          {t('queues.paid')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">{`${t('queues.payoutNote')} ${t('queues.polling')}`}</Typography.Text>
        <Button size="small" loading={queue.isFetching} onClick={() => void queue.refetch()}>
          {t('queues.refresh')}
        </Button>
      </Flex>
      {queue.isError && <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />}
      <Table<PayoutRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.rows}
        loading={queue.isPending && !queue.isError}
        pagination={false}
        locale={{ emptyText: t('queues.noPayouts') }}
      />
      <LoadMore list={queue} />
      {paying && <PaidModal row={paying} onClose={() => setPaying(null)} />}
    </Space>
  );
}
