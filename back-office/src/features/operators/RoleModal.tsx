import { Alert, App as AntApp, Form, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ReasonField } from '../../shared/ReasonField';
import type { OperatorRow } from './api/opsOperators';
import { useOpsOperatorRole } from './api/opsOperatorRole';
import { OPERATOR_ROLES_LIST } from './roles';

/** Asks to give an operator another role, with a reason: another admin approves it on the requests screen. */
export function RoleModal({ operator, onClose }: { operator: OperatorRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ role: OperatorRow['role']; reason: string }>();
  const ask = useOpsOperatorRole();
  const roles = OPERATOR_ROLES_LIST.filter((role) => role !== operator.role);
  const submit = (values: { role: OperatorRow['role']; reason: string }) =>
    ask.mutate(
      { name: operator.name, role: values.role, reason: values.reason.trim() },
      {
        onSuccess: (asked) => {
          void message.success(t('operators.role.asked', { name: operator.name, id: asked.id }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('operators.role.title', { name: operator.name })}
      okText={t('operators.role.change')}
      confirmLoading={ask.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('operators.role.hint')} />
        <Form form={form} name="role" layout="vertical" initialValues={{ role: roles[0] }} onFinish={submit}>
          <Form.Item name="role" label={t('operators.role.role')}>
            <Select
              aria-label={t('operators.role.role')}
              options={roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
            />
          </Form.Item>
          <ReasonField label={t('requests.form.reason')} />
        </Form>
        {ask.isError && <ErrorAlert error={ask.error} />}
      </Space>
    </Modal>
  );
}
