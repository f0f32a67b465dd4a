import { Alert, App as AntApp, Descriptions, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsGiftDecide, type GiftDecision } from './api/opsGiftDecide';
import type { GiftRow } from './api/opsGifts';
import { operatorName } from './giftLimits';
import { ReasonField } from '../../shared/ReasonField';

interface DecideValues {
  reason: string;
}

/**
 * Approving or rejecting one request: what it is, and the decision's reason (3 characters or more, audited). A refusal
 * stays in the modal with the server's msg; the list is asked again after every answer.
 */
export function GiftDecideModal({ row, decision, onClose }: { row: GiftRow; decision: GiftDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<DecideValues>();
  const decide = useOpsGiftDecide();
  const amount = formatMoney(row.amount);

  const submit = (values: DecideValues) =>
    decide.mutate(
      { id: row.id, decision, reason: values.reason.trim() },
      {
        onSuccess: (done) => {
          if (done.state === 'approved') void message.success(t('gifts.done.approved', { id: done.id, amount, username: done.username }));
          else void message.success(t('gifts.done.rejected', { id: done.id }));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t(decision === 'approve' ? 'gifts.modal.approve' : 'gifts.modal.reject', { id: row.id })}
      okText={t(decision === 'approve' ? 'gifts.approve' : 'gifts.reject')}
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
              label: t('gifts.list.columns.member'),
              children: `${row.username} (${t('gifts.list.memberId', { id: row.user_id })})`,
            },
            { key: 'amount', label: t('gifts.list.columns.amount'), children: amount },
            { key: 'mark', label: t('gifts.list.columns.mark'), children: row.mark },
            { key: 'reason', label: t('gifts.list.columns.reason'), children: row.reason },
            { key: 'requested', label: t('gifts.list.columns.requested'), children: operatorName(row.requested_by) },
          ]}
        />
        {decision === 'approve' && <Alert type="info" showIcon title={t('gifts.modal.credits', { amount })} />}
        <Form<DecideValues> form={form} name="giftDecide" layout="vertical" onFinish={submit}>
          <ReasonField label={t('gifts.modal.reason')} extra={t('gifts.modal.reasonHint')} />
        </Form>
        {decide.isError && <ErrorAlert error={decide.error} />}
      </Space>
    </Modal>
  );
}
