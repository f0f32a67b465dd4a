import { Alert, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { REASON_MAX } from '../../shared/formRules';
import { reasonRule } from '../../shared/reasonRule';

/** A confirm that asks why (recorded in the audit log): pausing or resuming a game, retiring a room. */
export function ReasonModal({
  title,
  hint,
  okText,
  danger,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  hint: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  /** The last refusal (shown with the server's words), if any. */
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type={danger ? 'warning' : 'info'} showIcon title={hint} />
        <Form form={form} name="reason" layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())}>
          <Form.Item name="reason" label={t('games.reason')} extra={t('games.reasonHint')} rules={[reasonRule(t('common.reasonRule'))]}>
            <Input.TextArea maxLength={REASON_MAX} rows={3} />
          </Form.Item>
        </Form>
        {error ? <ErrorAlert error={error} /> : null}
      </Space>
    </Modal>
  );
}
