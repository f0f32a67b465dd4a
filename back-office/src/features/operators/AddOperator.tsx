import { Alert, App as AntApp, Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES_LIST } from './roles';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOpsOperatorAdd, type OpsOperatorAddBody } from './api/opsOperatorAdd';
import { copyText } from '../../shared/copyText';

const NAME_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;

/** The enrolment link an added operator opens (the token in the fragment, never sent to a server). */
export const enrolLink = (token: string) => `${window.location.origin}/ops/enrol#${token}`;

/** Adds an operator (admin) and shows their one-time enrolment link with a copy button. */
export function AddOperator() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<OpsOperatorAddBody>();
  const add = useOpsOperatorAdd();
  const submit = (values: OpsOperatorAddBody) =>
    add.mutate({ ...values, name: values.name.trim().toLowerCase() }, { onSuccess: () => form.resetFields() });
  const link = add.data ? enrolLink(add.data.enrol_token) : null;
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
        {add.data && link && (
          <Alert
            type="success"
            showIcon
            title={t('operators.add.done', { name: add.data.operator.name, expires: formatTime(add.data.expires_at, locale) })}
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
    </Card>
  );
}
