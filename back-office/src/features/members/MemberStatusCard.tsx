import { Alert, Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsMemberStatus } from './api/opsMemberStatus';
import { ReasonField } from '../../shared/ReasonField';

interface StatusValues {
  reason: string;
}

/** Disables the member's account (every session ends at once) or enables it again, with a reason for the audit log. */
export function MemberStatusCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StatusValues>();
  const change = useOpsMemberStatus();

  const send = async (disabled: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    change.mutate({ user_id: userId, disabled, reason: values.reason.trim() }, { onSuccess: () => form.resetFields() });
  };
  const pending = (disabled: boolean) => change.isPending && change.variables?.disabled === disabled;

  return (
    <Card title={t('members.status.title')}>
      <Form<StatusValues> form={form} name="status" layout="vertical">
        <ReasonField label={t('members.reason')} />
        <Space wrap>
          <Button danger loading={pending(true)} disabled={change.isPending} onClick={() => void send(true)}>
            {t('members.status.disable')}
          </Button>
          <Button loading={pending(false)} disabled={change.isPending} onClick={() => void send(false)}>
            {t('members.status.enable')}
          </Button>
        </Space>
      </Form>
      {change.isError && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert error={change.error} />
        </div>
      )}
      {change.data && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={
            change.data.disabled
              ? t('members.status.done.disabled', {
                  username: change.data.username,
                  id: change.data.user_id,
                  count: change.data.sessions_ended,
                })
              : t('members.status.done.enabled', { username: change.data.username, id: change.data.user_id })
          }
        />
      )}
    </Card>
  );
}
