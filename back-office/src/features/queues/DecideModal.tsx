import { Alert, App as AntApp, Descriptions, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { TX_HASH_PATTERN } from '../../shared/formRules';
import { useOpsDecide, type OpsDecideBody } from './api/opsDecide';
import type { QueueKind, QueueRow } from './api/opsQueue';
import { approverNames } from './fourEyes';
import { ReasonField } from '../../shared/ReasonField';

export type Decision = OpsDecideBody['decision'];

interface DecideValues {
  reason?: string;
  tx?: string;
}

/** A USDT withdrawal (its destination 'usdt:T…'): once approved, it awaits its payout. */
const isUsdt = (destination: string) => destination.startsWith('usdt:');

const TITLES = {
  approve: { deposit: 'queues.modal.approveDeposit', withdrawal: 'queues.modal.approveWithdrawal' },
  reject: { deposit: 'queues.modal.rejectDeposit', withdrawal: 'queues.modal.rejectWithdrawal' },
} as const satisfies Record<Decision, Record<QueueKind, string>>;

/**
 * Approving or rejecting one request: what it is, then what the decision needs (a reason to reject, 3 characters or
 * more; the transfer that paid a deposit approved by hand). A withdrawal's approval asks no transaction: the money is
 * sent after the last approval and recorded under Awaiting payout (PaidModal). A refusal stays in the modal with the
 * server's msg; the queue is asked again after every answer.
 */
export function DecideModal({ kind, row, decision, onClose }: { kind: QueueKind; row: QueueRow; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<DecideValues>();
  const decide = useOpsDecide();
  const approving = decision === 'approve';
  const askTx = approving && kind === 'deposit';
  const fourEyes = approving && row.needs_second;

  const submit = (values: DecideValues) => {
    const body: OpsDecideBody = { id: row.id, kind, decision };
    const reason = values.reason?.trim();
    if (decision === 'reject' && reason) body.reason = reason;
    const tx = values.tx?.trim();
    if (askTx && tx) body.tx = tx;
    decide.mutate(body, {
      onSuccess: ({ state }) => {
        if (state === 'awaiting_second') void message.warning(t('queues.done.awaitingSecond'), 8);
        else if (state === 'approved' && kind === 'withdrawal' && isUsdt(row.destination))
          void message.success(t('queues.done.approvedAwaitingPayout', { id: row.id }), 8);
        else void message.success(t(state === 'approved' ? 'queues.done.approved' : 'queues.done.rejected', { id: row.id }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={t(TITLES[decision][kind], { id: row.id })}
      okText={t(decision === 'approve' ? 'queues.approve' : 'queues.reject')}
      okButtonProps={{ danger: decision === 'reject' }}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'member',
              label: t('queues.columns.member'),
              children: `${row.username} (${t('queues.memberId', { id: row.user_id })})`,
            },
            { key: 'amount', label: t('queues.columns.amount'), children: formatMoney(row.amount) },
            {
              key: 'destination',
              label: t('queues.columns.destination'),
              children: <span style={{ wordBreak: 'break-all' }}>{row.destination || '—'}</span>,
            },
          ]}
        />
        {fourEyes && (
          <Alert
            type="info"
            showIcon
            title={row.approvals.length > 0 ? t('queues.modal.secondOfTwo', { names: approverNames(row) }) : t('queues.modal.firstOfTwo')}
          />
        )}
        {/* Always there (empty when approving needs nothing more): OK submits it. */}
        <Form<DecideValues> form={form} name="decide" layout="vertical" onFinish={submit}>
          {decision === 'reject' && (
            <ReasonField
              label={t('queues.modal.reason')}
              extra={t(kind === 'withdrawal' ? 'queues.modal.reasonHintWithdrawal' : 'queues.modal.reasonHint')}
            />
          )}
          {askTx && (
            <Form.Item
              name="tx"
              label={t('queues.modal.depositTx')}
              extra={t('queues.modal.depositTxHint')}
              rules={[
                { required: true, whitespace: true, message: t('queues.modal.txRule') },
                { pattern: TX_HASH_PATTERN, transform: (v?: string) => v?.trim(), message: t('queues.modal.txRule') },
              ]}
            >
              <Input placeholder="0x…" maxLength={80} autoComplete="off" spellCheck={false} />
            </Form.Item>
          )}
        </Form>
        {decide.isError && <ErrorAlert error={decide.error} />}
      </Space>
    </Modal>
  );
}
