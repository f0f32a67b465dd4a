import { Alert, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';

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
          <ReasonField label={t('games.reason')} extra={t('games.reasonHint')} />
        </Form>
        {error ? <ErrorAlert error={error} /> : null}
      </Space>
    </Modal>
  );
}
