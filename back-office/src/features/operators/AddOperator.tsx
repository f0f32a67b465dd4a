import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES_LIST } from './roles';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsOperatorAdd, type OpsOperatorAddBody } from './api/opsOperatorAdd';

const NAME_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;

/**
 * Asks to add an operator (admin): another admin approves it on the requests screen, and only they get the one-time
 * enrolment link (nobody enrols a second identity of their own).
 */
export function AddOperator() {
  const { t } = useTranslation();
  const [form] = Form.useForm<OpsOperatorAddBody>();
  const add = useOpsOperatorAdd();
  const submit = (values: OpsOperatorAddBody) =>
    add.mutate({ ...values, name: values.name.trim().toLowerCase() }, { onSuccess: () => form.resetFields() });
  return (
    <Card title={t('operators.add.title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Form<OpsOperatorAddBody> form={form} layout="inline" onFinish={submit} initialValues={{ role: 'viewer' }}>
          <Form.Item
            name="name"
            label={t('operators.add.name')}
            normalize={(v: string) => v.toLowerCase()}
            rules={[{ required: true, pattern: NAME_PATTERN, message: t('operators.add.nameRule') }]}
          >
            <Input maxLength={32} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="role" label={t('operators.add.role')}>
            <Select
              style={{ width: 140 }}
              aria-label={t('operators.add.role')}
              options={OPERATOR_ROLES_LIST.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('operators.add.submit')}
            </Button>
          </Form.Item>
        </Form>
        {add.isError && <ErrorAlert error={add.error} />}
        {add.data && (
          <Alert type="success" showIcon title={t('operators.add.asked', { id: add.data.id, name: String(add.data.payload.name) })} />
        )}
      </Space>
    </Card>
  );
}
