import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { REASON_MAX } from '../../shared/formRules';
import { reasonRule } from '../../shared/reasonRule';
import { useOpsMemberStatus } from './api/opsMemberStatus';
import type { AskMemberId } from './memberId';

interface StatusValues {
  reason: string;
}

/** Disables the member's account (every session ends at once) or enables it again, with a reason for the audit log. */
export function MemberStatusCard({ userId, askId }: { userId: number | null; askId: AskMemberId }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StatusValues>();
  const change = useOpsMemberStatus();
  // An answer (or refusal) belongs to the id it was asked for: another id typed hides it.
  const current = change.variables?.user_id === userId;

  const send = async (disabled: boolean) => {
    const [id, values] = await Promise.all([askId(), form.validateFields().catch(() => null)]);
    if (id === null || !values) return;
    change.mutate({ user_id: id, disabled, reason: values.reason.trim() }, { onSuccess: () => form.resetFields() });
  };
  const pending = (disabled: boolean) => change.isPending && change.variables?.disabled === disabled;

  return (
    <Card title={t('members.status.title')}>
      <Form<StatusValues> form={form} name="status" layout="vertical">
        <Form.Item name="reason" label={t('members.reason')} rules={[reasonRule(t('common.reasonRule'))]}>
          <Input.TextArea maxLength={REASON_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Space wrap>
          <Button danger loading={pending(true)} disabled={change.isPending} onClick={() => void send(true)}>
            {t('members.status.disable')}
          </Button>
          <Button loading={pending(false)} disabled={change.isPending} onClick={() => void send(false)}>
            {t('members.status.enable')}
          </Button>
        </Space>
      </Form>
      {current && change.isError && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert error={change.error} />
        </div>
      )}
      {current && change.data && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={
            change.data.disabled
              ? t('members.status.disabled', {
                  username: change.data.username,
                  id: change.data.user_id,
                  sessions: change.data.sessions_ended,
                })
              : t('members.status.enabled', { username: change.data.username, id: change.data.user_id })
          }
        />
      )}
    </Card>
  );
}
