import { Alert, App as AntApp, Descriptions, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { TX_HASH_PATTERN } from '../../shared/formRules';
import type { PayoutRow } from './api/opsPayoutQueue';
import { useOpsWithdrawalPaid } from './api/opsWithdrawalPaid';

/**
 * "Paid with transaction…": whoever sent an approved USDT withdrawal records the transfer, once (TRON's 64 hex or
 * 0x + 64). The chain watcher then checks it came from a payout wallet of the operator, after the approval, of the
 * amount, to this address. A refusal stays in the modal with the server's msg.
 */
export function PaidModal({ row, onClose }: { row: PayoutRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ tx: string }>();
  const paid = useOpsWithdrawalPaid();

  const submit = ({ tx }: { tx: string }) =>
    paid.mutate(
      { id: row.id, tx: tx.trim() },
      {
        onSuccess: () => {
          void message.success(t('queues.done.paid', { id: row.id }));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('queues.paidModal.title', { id: row.id })}
      okText={t('queues.paidModal.ok')}
      confirmLoading={paid.isPending}
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
              children: <span style={{ wordBreak: 'break-all' }}>{row.destination}</span>,
            },
          ]}
        />
        <Alert type="info" showIcon title={t('queues.paidModal.checked')} />
        <Form<{ tx: string }> form={form} name="paid" layout="vertical" onFinish={submit}>
          <Form.Item
            name="tx"
            label={t('queues.paidModal.tx')}
            extra={t('queues.paidModal.txHint')}
            rules={[
              { required: true, whitespace: true, message: t('queues.modal.txRule') },
              { pattern: TX_HASH_PATTERN, transform: (v?: string) => v?.trim(), message: t('queues.modal.txRule') },
            ]}
          >
            <Input placeholder="0x…" maxLength={80} autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Form>
        {paid.isError && <ErrorAlert error={paid.error} />}
      </Space>
    </Modal>
  );
}
