import { App as AntApp, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from 'shared-contracts/ops';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useErrorText } from '../../shared/useErrorText';
import { useOperator } from '../../shared/session/SessionProvider';
import { useAlertWords } from './alertWords';
import { LoadMore } from '../../shared/paging';
import { useOpsAlertAck, useOpsAlerts, type AlertRow } from './api/opsAlerts';

/** Who may acknowledge (`acknowledge` in the api's roles.ts); the server refuses the others anyway (70002). */
const ACKNOWLEDGING: readonly OperatorRole[] = ['cashier', 'support', 'admin'];
const SEVERITY_COLORS = { warning: 'orange', critical: 'red' } as const satisfies Record<AlertRow['severity'], string>;
const nameOf = (actor: string) => actor.replace(/^operator:/, '');

/** Whether the webhook took it, failed (how often, why), or has not been sent it. */
function useDelivery() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (row: AlertRow): string => {
    if (row.delivered_at !== null) return t('alerts.delivery.delivered', { time: formatTime(row.delivered_at, locale) });
    if (row.delivery_attempts > 0)
      return t('alerts.delivery.failing', { attempts: row.delivery_attempts, error: row.last_delivery_error ?? '' });
    return t('alerts.delivery.waiting');
  };
}

/**
 * /ops/alerts (every role): what the server raised, open ones first and newest first, each with its webhook state;
 * cashier, support and admin acknowledge one, and everyone sees who did.
 */
export function AlertsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const operator = useOperator();
  const { message } = AntApp.useApp();
  const errorText = useErrorText();
  const alerts = useOpsAlerts();
  const acknowledge = useOpsAlertAck();
  const words = useAlertWords();
  const delivery = useDelivery();
  const mayAcknowledge = ACKNOWLEDGING.includes(operator.role);
  const ack = (row: AlertRow) =>
    acknowledge.mutate(
      { id: row.id },
      {
        onSuccess: () => void message.success(t('alerts.done', { id: row.id })),
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const columns: TableColumnsType<AlertRow> = [
    {
      title: t('alerts.columns.kind'),
      key: 'kind',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={SEVERITY_COLORS[row.severity]}>{t(`alerts.severities.${row.severity}`)}</Tag>
          <Typography.Text>{t(`alerts.kinds.${row.kind}`)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('alerts.columns.what'), key: 'what', render: (_: unknown, row) => words(row) },
    { title: t('alerts.columns.raised'), dataIndex: 'raised_at', render: (at: number) => formatTime(at, locale) },
    { title: t('alerts.columns.delivery'), key: 'delivery', render: (_: unknown, row) => delivery(row) },
    {
      title: t('alerts.columns.acknowledged'),
      key: 'acknowledged',
      render: (_: unknown, row) =>
        row.acknowledged_by && row.acknowledged_at !== null
          ? `${nameOf(row.acknowledged_by)} · ${formatTime(row.acknowledged_at, locale)}`
          : null,
    },
    {
      title: t('alerts.columns.actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, row) =>
        row.acknowledged_by ? null : (
          <Button
            size="small"
            type="primary"
            disabled={!mayAcknowledge}
            title={mayAcknowledge ? undefined : t('alerts.readOnly')}
            loading={acknowledge.isPending && acknowledge.variables?.id === row.id}
            onClick={() => ack(row)}
          >
            {t('alerts.acknowledge')}
          </Button>
        ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('alerts.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('alerts.intro')}</Typography.Text>
      {alerts.isError ? (
        <ErrorAlert error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : (
        <>
          <Table<AlertRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={alerts.rows}
            loading={alerts.isPending}
            pagination={false}
            locale={{ emptyText: t('alerts.empty') }}
          />
          <LoadMore list={alerts} />
        </>
      )}
    </Space>
  );
}
