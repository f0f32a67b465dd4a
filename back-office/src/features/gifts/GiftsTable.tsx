import { Button, Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOperator } from '../../shared/session/SessionProvider';
import type { GiftDecision } from './api/opsGiftDecide';
import { LoadMore } from '../../shared/paging';
import { useOpsGifts, type GiftRow } from './api/opsGifts';
import { GiftDecideModal } from './GiftDecideModal';
import { NameText } from '../../shared/NameText';
import { operatorName } from './giftLimits';

const STATE_COLORS = { pending: 'orange', approved: 'green', rejected: 'default' } as const satisfies Record<GiftRow['state'], string>;

/** Who and when, on two lines. */
function ByAt({ actor, at }: { actor: string; at: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{operatorName(actor)}</Typography.Text>
      <Typography.Text type="secondary">{at}</Typography.Text>
    </Space>
  );
}

/**
 * The requests: pending ones first with Approve and Reject (the operator's own request cannot be approved by them:
 * the button is off and says why; rejecting it withdraws it), then the newest decided ones with who and when.
 */
export function GiftsTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const operator = useOperator();
  const gifts = useOpsGifts();
  const [deciding, setDeciding] = useState<{ row: GiftRow; decision: GiftDecision } | null>(null);
  const own = (row: GiftRow) => row.requested_by === `operator:${operator.name}`;

  const columns: TableColumnsType<GiftRow> = [
    { title: t('gifts.list.columns.id'), dataIndex: 'id', width: 80, render: (id: number) => `#${id}` },
    {
      title: t('gifts.list.columns.member'),
      key: 'member',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <NameText name={row.username} />
          <Typography.Text type="secondary">{t('gifts.list.memberId', { id: row.user_id })}</Typography.Text>
        </Space>
      ),
    },
    { title: t('gifts.list.columns.amount'), dataIndex: 'amount', align: 'right', render: (amount: number) => formatMoney(amount) },
    { title: t('gifts.list.columns.mark'), dataIndex: 'mark' },
    { title: t('gifts.list.columns.reason'), dataIndex: 'reason' },
    {
      title: t('gifts.list.columns.requested'),
      key: 'requested',
      render: (_: unknown, row) => <ByAt actor={row.requested_by} at={formatTime(row.requested_at, locale)} />,
    },
    {
      title: t('gifts.list.columns.state'),
      dataIndex: 'state',
      render: (state: GiftRow['state']) => <Tag color={STATE_COLORS[state]}>{t(`gifts.list.states.${state}`)}</Tag>,
    },
    {
      title: t('gifts.list.columns.decision'),
      key: 'decision',
      render: (_: unknown, row) =>
        row.decided_by && row.decided_at !== null ? (
          <Space orientation="vertical" size={0}>
            <ByAt actor={row.decided_by} at={formatTime(row.decided_at, locale)} />
            {row.decision_reason && <Typography.Text>{row.decision_reason}</Typography.Text>}
            {row.entry_id !== null && <Typography.Text type="secondary">{t('gifts.list.entry', { id: row.entry_id })}</Typography.Text>}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('gifts.list.columns.actions'),
      key: 'actions',
      width: 220,
      render: (_: unknown, row) =>
        row.state === 'pending' && (
          <Space orientation="vertical" size={4}>
            <Space>
              <Button type="primary" size="small" disabled={own(row)} onClick={() => setDeciding({ row, decision: 'approve' })}>
                {t('gifts.approve')}
              </Button>
              <Button danger size="small" onClick={() => setDeciding({ row, decision: 'reject' })}>
                {t('gifts.reject')}
              </Button>
            </Space>
            {own(row) && <Typography.Text type="secondary">{t('gifts.list.own')}</Typography.Text>}
          </Space>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('gifts.list.title')}
        </Typography.Title>
        <Button size="small" loading={gifts.isFetching} onClick={() => void gifts.refetch()}>
          {t('gifts.list.refresh')}
        </Button>
      </Flex>
      {gifts.isError && <ErrorAlert error={gifts.error} onRetry={() => void gifts.refetch()} />}
      <Table<GiftRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={gifts.rows}
        loading={gifts.isPending && !gifts.isError}
        pagination={false}
        locale={{ emptyText: t('gifts.list.empty') }}
      />
      <LoadMore list={gifts} />
      {deciding && <GiftDecideModal row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </Space>
  );
}
