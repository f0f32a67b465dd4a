import { Alert, App as AntApp, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import type { OperatorRow } from './api/opsOperators';
import { useOpsOperatorLifecycle, type LifecycleAction } from './api/opsOperatorLifecycle';

/** Asks, with a reason, to disable an operator or reset their sign-in: another admin approves it on the requests screen. */
export function LifecycleModal({ operator, action, onClose }: { operator: OperatorRow; action: LifecycleAction; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const ask = useOpsOperatorLifecycle(action);
  const submit = ({ reason }: { reason: string }) =>
    ask.mutate(
      { name: operator.name, reason: reason.trim() },
      {
        onSuccess: (asked) => {
          void message.success(t(`operators.lifecycle.${action}Asked`, { name: operator.name, id: asked.id }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t(`operators.lifecycle.${action}Title`, { name: operator.name })}
      okText={t(`operators.lifecycle.${action}`)}
      okButtonProps={{ danger: action === 'disable' }}
      confirmLoading={ask.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t(`operators.lifecycle.${action}Hint`, { name: operator.name })} />
        <Form form={form} name={action} layout="vertical" onFinish={submit}>
          <ReasonField label={t('requests.form.reason')} />
        </Form>
        {ask.isError && <ErrorAlert error={ask.error} />}
      </Space>
    </Modal>
  );
}
