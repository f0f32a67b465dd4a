import { Alert, Button, Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOperator } from '../../shared/session/SessionProvider';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useOpsQueue, type QueueKind, type QueueRow } from './api/opsQueue';
import { DecideModal, type Decision } from './DecideModal';
import { RiskCell } from './RiskCell';
import { NameText } from '../../shared/NameText';
import { amountText } from './amountText';
import { approverNames, awaitsSecond } from './fourEyes';

const FOUR_EYES_NOTES = {
  deposit: 'queues.fourEyesDeposit',
  open_deposit: 'queues.fourEyesOpen',
  withdrawal: 'queues.fourEyes',
} as const satisfies Record<QueueKind, string>;

/** One queue: its rows, oldest first, each with Approve and Reject (in a modal that asks what the decision needs). */
export function QueueTable({ kind }: { kind: QueueKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queue = useOpsQueue(kind);
  const [deciding, setDeciding] = useState<{ row: QueueRow; decision: Decision } | null>(null);
  const above = queue.data?.pages[0]?.second_approval_above ?? Number.MAX_SAFE_INTEGER;
  // "2 h ago" is counted from when the queue answered, so it moves with each poll, not with each render.
  const answeredAt = Math.floor(queue.dataUpdatedAt / 1000);
  const operator = useOperator();
  // The server refuses a second approval by the same operator: it is not offered.
  const approvedBy = (row: QueueRow) => row.approvals.includes(`operator:${operator.name}`);

  const columns: TableColumnsType<QueueRow> = [
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
    { title: t('queues.columns.amount'), dataIndex: 'amount', align: 'right', render: (amount: number | null) => amountText(t, amount) },
    {
      title: t('queues.columns.destination'),
      dataIndex: 'destination',
      render: (destination: string) =>
        destination ? (
          <Typography.Text copyable={{ text: destination }} style={{ wordBreak: 'break-all' }}>
            {destination}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: t('queues.columns.createtime'), dataIndex: 'createtime', width: 200, render: (s: number) => formatTime(s, locale) },
    ...(kind === 'withdrawal'
      ? [
          {
            title: t('queues.risk.column'),
            key: 'risk',
            render: (_: unknown, row: QueueRow) => (row.risk ? <RiskCell risk={row.risk} nowSeconds={answeredAt} /> : '—'),
          },
        ]
      : []),
    {
      title: t('queues.columns.approvals'),
      key: 'approvals',
      render: (_: unknown, row: QueueRow) => (
        <Space orientation="vertical" size={4}>
          {row.approvals.length > 0 && <Typography.Text>{approverNames(row)}</Typography.Text>}
          {awaitsSecond(row, kind) ? (
            <Tag color="orange">{t('queues.awaitingSecond')}</Tag>
          ) : row.needs_second ? (
            <Tag>{t('queues.needsTwo')}</Tag>
          ) : row.approvals.length === 0 ? (
            '—'
          ) : null}
        </Space>
      ),
    },
    {
      title: t('queues.columns.actions'),
      key: 'actions',
      width: 180,
      render: (_: unknown, row: QueueRow) => (
        <Space>
          <Button
            type="primary"
            size="small"
            disabled={approvedBy(row)}
            title={approvedBy(row) ? t('queues.yoursRecorded') : undefined}
            onClick={() => setDeciding({ row, decision: 'approve' })}
          >
            {t('queues.approve')}
          </Button>
          <Button danger size="small" onClick={() => setDeciding({ row, decision: 'reject' })}>
            {t('queues.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {kind === 'open_deposit' && <Alert type="info" showIcon title={t('queues.openNote')} />}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">
          {queue.data ? `${t(FOUR_EYES_NOTES[kind], { amount: formatMoney(above) })} ` : ''}
          {t('queues.polling')}
        </Typography.Text>
        <Button size="small" loading={queue.isFetching} onClick={() => void queue.refetch()}>
          {t('queues.refresh')}
        </Button>
      </Flex>
      {queue.isError && <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />}
      <Table<QueueRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.rows}
        loading={queue.isPending && !queue.isError}
        pagination={false}
        locale={{ emptyText: t('queues.empty') }}
      />
      <LoadMore list={queue} />
      {deciding && (
        <DecideModal kind={kind} row={deciding.row} decision={deciding.decision} secondAbove={above} onClose={() => setDeciding(null)} />
      )}
    </Space>
  );
}
