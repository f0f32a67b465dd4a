import { Alert, App as AntApp, Descriptions, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { TX_HASH_PATTERN } from '../../shared/formRules';
import { useOpsDecide, type OpsDecideBody } from './api/opsDecide';
import type { QueueKind, QueueRow } from './api/opsQueue';
import { amountText } from './amountText';
import { approverNames } from './fourEyes';
import { ReasonField } from '../../shared/ReasonField';

export type Decision = OpsDecideBody['decision'];

interface DecideValues {
  reason?: string;
  tx?: string;
  /** What arrived for an open deposit, in u as typed ("12.5"). */
  amount?: string;
}

/** A USDT withdrawal (its destination 'usdt:T…'): once approved, it awaits its payout. */
const isUsdt = (destination: string) => destination.startsWith('usdt:');

const TITLES = {
  approve: {
    deposit: 'queues.modal.approveDeposit',
    open_deposit: 'queues.modal.approveOpenDeposit',
    withdrawal: 'queues.modal.approveWithdrawal',
  },
  reject: {
    deposit: 'queues.modal.rejectDeposit',
    open_deposit: 'queues.modal.rejectOpenDeposit',
    withdrawal: 'queues.modal.rejectWithdrawal',
  },
} as const satisfies Record<Decision, Record<QueueKind, string>>;

/** A positive amount in u with at most 2 decimals, as the server takes it (read as digits by parseMoney, never a float). */
const isPositiveMoney = (text?: string) => (parseMoney(text ?? '') ?? 0) > 0;

interface DecideModalProps {
  kind: QueueKind;
  row: QueueRow;
  decision: Decision;
  /** The queue's four-eyes threshold (minor units): an open deposit above it takes two operators stating the same. */
  secondAbove: number;
  onClose: () => void;
}

/**
 * Approving or rejecting one request: what it is, then what the decision needs (a reason to reject, 3 characters or
 * more; the transfer that paid a deposit approved by hand, and for an open deposit the amount that arrived). A
 * withdrawal's approval asks no transaction: the money is sent after the last approval and recorded under Awaiting
 * payout (PaidModal). A refusal stays in the modal with the server's msg; the queue is asked again after every answer.
 */
export function DecideModal({ kind, row, decision, secondAbove, onClose }: DecideModalProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<DecideValues>();
  const decide = useOpsDecide();
  const approving = decision === 'approve';
  const askTx = approving && kind !== 'withdrawal';
  const askAmount = approving && kind === 'open_deposit';
  const fourEyes = approving && row.needs_second;

  const submit = (values: DecideValues) => {
    const body: OpsDecideBody = { id: row.id, kind, decision };
    const reason = values.reason?.trim();
    if (decision === 'reject' && reason) body.reason = reason;
    const tx = values.tx?.trim();
    if (askTx && tx) body.tx = tx;
    if (askAmount) body.amount = parseMoney(values.amount ?? '')!;
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
            { key: 'amount', label: t('queues.columns.amount'), children: amountText(t, row.amount) },
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
        {/* Whether an open deposit takes two operators depends on the amount stated: the rule is told before it is typed. */}
        {askAmount && (
          <Alert
            type="info"
            showIcon
            title={
              row.approvals.length > 0
                ? t('queues.modal.openSecond', { names: approverNames(row) })
                : t('queues.modal.openFourEyes', { amount: formatMoney(secondAbove) })
            }
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
          {askAmount && (
            <Form.Item
              name="amount"
              label={t('queues.modal.openAmount')}
              extra={t('queues.modal.openAmountHint')}
              rules={[
                {
                  required: true,
                  validator: (_rule, value?: string) =>
                    isPositiveMoney(value) ? Promise.resolve() : Promise.reject(new Error(t('queues.modal.openAmountRule'))),
                },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" suffix="u" maxLength={16} style={{ width: 200 }} />
            </Form.Item>
          )}
        </Form>
        {decide.isError && <ErrorAlert error={decide.error} />}
      </Space>
    </Modal>
  );
}
