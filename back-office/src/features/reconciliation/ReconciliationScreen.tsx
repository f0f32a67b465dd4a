import { App as AntApp, Alert, Button, Descriptions, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { OperatorRole } from 'shared-contracts/ops';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useErrorText } from '../../shared/useErrorText';
import { useOperator } from '../../shared/session/SessionProvider';
import {
  useOpsReconcile,
  useOpsReconciliation,
  useOpsReconciliations,
  type DifferenceRow,
  type RunDetail,
  type RunRow,
} from './api/opsReconciliations';

/** Who may run one (`cashier` in the api's roles.ts); the server refuses the others anyway (70002). */
const RUNNING: readonly OperatorRole[] = ['cashier', 'admin'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Minor units as decimal text (a chain balance may pass a safe integer), shown in u. */
const money = (minor: string | null) => (minor === null ? '—' : formatMoney(Number(minor)));
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A run's verdict: failed, its differences, the parts not checked, or ok. */
function Verdict({ run }: { run: RunRow }) {
  const { t } = useTranslation();
  if (run.failure) return <Tag color="red">{t('reconciliation.verdict.failed')}</Tag>;
  if (run.difference_count) return <Tag color="red">{t('reconciliation.verdict.differences', { count: run.difference_count })}</Tag>;
  if (run.unchecked.length)
    return (
      <Tag color="orange">
        {t('reconciliation.verdict.unchecked', { parts: run.unchecked.map((p) => t(`reconciliation.parts.${p}`)).join('、') })}
      </Tag>
    );
  return <Tag color="green">{t('reconciliation.verdict.ok')}</Tag>;
}

/**
 * /ops/reconciliation (every role): the daily runs and the operators', newest first; a run opens its figures and each
 * difference with its cause in words. A cashier or an admin runs one for the days they choose (audited).
 */
export function ReconciliationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const operator = useOperator();
  const { message } = AntApp.useApp();
  const errorText = useErrorText();
  const runs = useOpsReconciliations();
  const reconcile = useOpsReconcile();
  const [openId, setOpenId] = useState<number | null>(null);
  const mayRun = RUNNING.includes(operator.role);
  const period = (run: RunRow) => `${formatTime(run.period_from, locale)} – ${formatTime(run.period_to, locale)}`;
  const columns: TableColumnsType<RunRow> = [
    { title: t('reconciliation.columns.id'), dataIndex: 'id', width: 80 },
    { title: t('reconciliation.columns.period'), key: 'period', render: (_: unknown, run) => period(run) },
    { title: t('reconciliation.columns.ranAt'), dataIndex: 'ran_at', render: (at: number) => formatTime(at, locale) },
    {
      title: t('reconciliation.columns.ranBy'),
      dataIndex: 'ran_by',
      render: (by: string) => (by === 'schedule' ? t('reconciliation.schedule') : by.replace(/^operator:/, '')),
    },
    { title: t('reconciliation.columns.verdict'), key: 'verdict', render: (_: unknown, run) => <Verdict run={run} /> },
    {
      title: t('reconciliation.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, run) => (
        <Button size="small" onClick={() => setOpenId(run.id)}>
          {t('reconciliation.open')}
        </Button>
      ),
    },
  ];
  const run = (values: { from: string; to: string }) =>
    reconcile.mutate(values, {
      onSuccess: (answer) => {
        setOpenId(answer.run.id);
        void message.success(t('reconciliation.done', { id: answer.run.id }));
      },
      onError: (error) => void message.error(errorText(error)),
    });
  const dayRule = { pattern: DAY, required: true, message: t('reconciliation.form.dayRule') };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('reconciliation.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('reconciliation.intro')}</Typography.Text>
      <Form layout="inline" onFinish={run} initialValues={{ from: yesterday(), to: yesterday() }}>
        <Form.Item name="from" label={t('reconciliation.form.from')} rules={[dayRule]}>
          <Input placeholder="YYYY-MM-DD" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="to" label={t('reconciliation.form.to')} rules={[dayRule]}>
          <Input placeholder="YYYY-MM-DD" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!mayRun}
            title={mayRun ? undefined : t('reconciliation.readOnly')}
            loading={reconcile.isPending}
          >
            {t('reconciliation.run')}
          </Button>
        </Form.Item>
      </Form>
      {runs.isError ? (
        <ErrorAlert error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <>
          <Table<RunRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={runs.rows}
            loading={runs.isPending}
            pagination={false}
            locale={{ emptyText: t('reconciliation.empty') }}
          />
          <LoadMore list={runs} />
        </>
      )}
      {openId !== null && <RunDetails id={openId} />}
    </Space>
  );
}

/** One run: what was compared, and every difference with its cause. */
function RunDetails({ id }: { id: number }) {
  const detail = useOpsReconciliation(id);
  if (detail.isError) return <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return null;
  return <RunBody detail={detail.data} />;
}

function RunBody({ detail: { run, differences } }: { detail: RunDetail }) {
  const { t } = useTranslation();
  const f = run.figures;
  const columns: TableColumnsType<DifferenceRow> = [
    { title: t('reconciliation.diff.part'), dataIndex: 'part', render: (part: string) => t(`reconciliation.parts.${part}`) },
    { title: t('reconciliation.diff.cause'), dataIndex: 'cause', render: (cause: string) => t(`reconciliation.causes.${cause}`) },
    { title: t('reconciliation.diff.ref'), dataIndex: 'ref', render: (ref: string) => <Typography.Text code>{ref}</Typography.Text> },
    { title: t('reconciliation.diff.member'), dataIndex: 'user_id', render: (id: number | null) => (id === null ? '' : `#${id}`) },
    { title: t('reconciliation.diff.ours'), dataIndex: 'ours', render: money },
    { title: t('reconciliation.diff.chain'), dataIndex: 'chain', render: money },
    { title: t('reconciliation.diff.note'), dataIndex: 'note' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('reconciliation.detailTitle', { id: run.id })}
      </Typography.Title>
      {run.failure && <Alert type="error" showIcon title={t('reconciliation.failure', { failure: run.failure })} />}
      {run.unchecked.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('reconciliation.uncheckedNote', { parts: run.unchecked.map((p) => t(`reconciliation.parts.${p}`)).join('、') })}
        />
      )}
      {f && (
        <Descriptions size="small" bordered column={3}>
          <Descriptions.Item label={t('reconciliation.figures.transfers')}>{f.transfers ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.credits')}>{f.credits}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.withdrawals')}>{f.withdrawals}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.balances')}>{money(f.balances)}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.pending')}>{money(f.pending_withdrawals)}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.locked')}>{money(f.locked_bonuses)}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.liabilities')}>{money(f.liabilities)}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.holdings')}>{money(f.holdings)}</Descriptions.Item>
          <Descriptions.Item label={t('reconciliation.figures.endBlock')}>{f.end_block ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<DifferenceRow>
        rowKey={(d) => `${d.part}:${d.cause}:${d.ref}`}
        size="small"
        columns={columns}
        dataSource={differences}
        pagination={false}
        aria-label={t('reconciliation.detailTitle', { id: run.id })}
        locale={{ emptyText: t('reconciliation.noDifference') }}
      />
    </Space>
  );
}
