import { Alert, App as AntApp, Button, Flex, Form, Input, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Locale } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { copyText } from '../../shared/copyText';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { ReasonField } from '../../shared/ReasonField';
import { useOperator } from '../../shared/session/SessionProvider';
import { enrolLink } from '../../shared/enrolLink';
import { oddsText } from '../../shared/figures';
import { segmentText, type Segment } from '../../shared/segmentText';
import { LoadMore } from '../../shared/paging';
import { useOpsRequestDecide, useOpsRequests, type RequestDecision, type RequestRow } from './api/opsRequests';

const STATE_COLORS = { pending: 'orange', approved: 'green', rejected: 'default' } as const satisfies Record<RequestRow['state'], string>;
const nameOf = (actor: string) => actor.replace(/^operator:/, '');

/** What a request changes, in words. */
function useChange() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (row: RequestRow): string => {
    const p = row.payload as {
      userId?: number;
      delta?: number;
      entryId?: number;
      amount?: number;
      name?: string;
      role?: string;
      planId?: number | 'all';
      cls?: number;
      odds?: number;
      program?: string;
      gameId?: number;
      issue?: string;
      segment?: Segment;
      title?: Record<Locale, string>;
      basicAbove?: number;
      fullAbove?: number;
    };
    if (row.kind === 'ledger.correct')
      return t('requests.change.correct', {
        delta: `${p.delta! > 0 ? '+' : ''}${formatMoney(p.delta!)}`,
        userId: p.userId,
        entryId: p.entryId,
      });
    if (row.kind === 'turnover.waive') return t('requests.change.waive', { amount: formatMoney(p.amount!), userId: p.userId });
    if (row.kind === 'odds.set') {
      const room = p.planId === 'all' ? t('requests.change.allRooms') : t('requests.change.room', { id: p.planId });
      return t('requests.change.odds', { room, cls: p.cls, odds: oddsText(p.odds!) });
    }
    if (row.kind === 'message.segment')
      return t('requests.change.segment', { segment: segmentText(t, p.segment!), title: p.title![locale] });
    if (row.kind === 'verification.thresholds')
      return t('requests.change.thresholds', { basic: formatMoney(p.basicAbove!), full: formatMoney(p.fullAbove!) });
    if (row.kind === 'round.void') return t('requests.change.roundVoid', { gameId: p.gameId, issue: p.issue });
    if (row.kind === 'program.set') return t('requests.change.program', { program: t(`requests.change.programs.${p.program}`) });
    if (row.kind === 'operator.disable') return t('requests.change.disable', { name: p.name });
    if (row.kind === 'operator.reset') return t('requests.change.reset', { name: p.name });
    const role = t(`common.roles.${p.role}`);
    return t(row.kind === 'operator.role' ? 'requests.change.role' : 'requests.change.operator', { name: p.name, role });
  };
}

/** Approving or rejecting one request, with the decision's reason (audited); a new operator's link once approved. */
function DecideModal({ row, decision, onClose }: { row: RequestRow; decision: RequestDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useOpsRequestDecide();
  const change = useChange();
  const link = decide.data?.enrol_token ? enrolLink(decide.data.enrol_token) : null;
  const submit = ({ reason }: { reason: string }) =>
    decide.mutate(
      { id: row.id, decision, reason: reason.trim() },
      {
        onSuccess: (done) => {
          void message.success(t(`requests.done.${done.request.state}`, { id: row.id }));
          if (!done.enrol_token) onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t(decision === 'approve' ? 'requests.modal.approve' : 'requests.modal.reject', { id: row.id })}
      okText={t(decision === 'approve' ? 'requests.approve' : 'requests.reject')}
      okButtonProps={{ danger: decision === 'reject', disabled: Boolean(link) }}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text strong>{change(row)}</Typography.Text>
        <Typography.Text>{row.reason}</Typography.Text>
        <Form<{ reason: string }> form={form} name="requestDecide" layout="vertical" onFinish={submit}>
          <ReasonField label={t('requests.modal.reason')} />
        </Form>
        {decide.isError && <ErrorAlert error={decide.error} />}
        {link && (
          <Alert
            type="success"
            showIcon
            title={t('requests.modal.link')}
            description={
              <Space.Compact style={{ width: '100%', marginTop: 8 }}>
                <Input readOnly value={link} aria-label={t('operators.add.copy')} />
                <Button onClick={() => void copyText(link).then(() => message.success(t('operators.add.copied')))}>
                  {t('operators.add.copy')}
                </Button>
              </Space.Compact>
            }
          />
        )}
      </Space>
    </Modal>
  );
}

/**
 * The requests: pending ones first with Approve and Reject (one's own cannot be approved by them: the button is off and
 * says why; rejecting it withdraws it), then the newest decided ones.
 */
export function RequestsTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const operator = useOperator();
  const requests = useOpsRequests();
  const change = useChange();
  const [deciding, setDeciding] = useState<{ row: RequestRow; decision: RequestDecision } | null>(null);
  const own = (row: RequestRow) => row.requested_by === `operator:${operator.name}`;
  const columns: TableColumnsType<RequestRow> = [
    { title: t('requests.columns.id'), dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
    { title: t('requests.columns.kind'), dataIndex: 'kind', render: (kind: string) => t(`requests.kinds.${kind}`) },
    { title: t('requests.columns.change'), key: 'change', render: (_: unknown, row) => change(row) },
    { title: t('requests.columns.reason'), dataIndex: 'reason' },
    {
      title: t('requests.columns.requested'),
      key: 'requested',
      render: (_: unknown, row) => `${nameOf(row.requested_by)} · ${formatTime(row.requested_at, locale)}`,
    },
    {
      title: t('requests.columns.state'),
      dataIndex: 'state',
      render: (state: RequestRow['state'], row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATE_COLORS[state]}>{t(`requests.states.${state}`)}</Tag>
          {row.decided_by && <Typography.Text type="secondary">{nameOf(row.decided_by)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('requests.columns.actions'),
      key: 'actions',
      width: 220,
      render: (_: unknown, row) =>
        row.state === 'pending' ? (
          <Flex gap={8} wrap>
            <Button
              type="primary"
              size="small"
              disabled={own(row)}
              title={own(row) ? t('requests.own') : undefined}
              onClick={() => setDeciding({ row, decision: 'approve' })}
            >
              {t('requests.approve')}
            </Button>
            <Button danger size="small" onClick={() => setDeciding({ row, decision: 'reject' })}>
              {t('requests.reject')}
            </Button>
          </Flex>
        ) : null,
    },
  ];
  if (requests.isError) return <ErrorAlert error={requests.error} onRetry={() => void requests.refetch()} />;
  return (
    <>
      <Table<RequestRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={requests.rows}
        loading={requests.isPending}
        pagination={false}
        locale={{ emptyText: t('requests.empty') }}
      />
      <LoadMore list={requests} />
      {deciding && <DecideModal {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
