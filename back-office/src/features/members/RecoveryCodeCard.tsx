import { App as AntApp, Button, Card, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { copyText } from '../../shared/copyText';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { formatTime } from '../../shared/formatTime';
import { useOpsRecoveryCode, type RecoveryKind } from './api/opsRecoveryCode';
import { ReasonField } from '../../shared/ReasonField';

const KINDS: readonly RecoveryKind[] = ['password', 'security_code'];
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

interface RecoveryValues {
  kind: RecoveryKind;
  reason: string;
}

/**
 * Issues a one-time recovery code once support has verified the member (how: the reason, audited), and shows it large
 * to read to them: it works once, for 30 minutes, on the app's forgot path; only the newest of a kind works.
 */
export function RecoveryCodeCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<RecoveryValues>();
  const issue = useOpsRecoveryCode();
  const asked = issue.variables;
  const code = issue.data?.code;

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    issue.mutate({ user_id: userId, kind: values.kind, reason: values.reason.trim() }, { onSuccess: () => form.resetFields(['reason']) });
  };

  return (
    <Card title={t('members.recovery.title')}>
      <Form<RecoveryValues> form={form} name="recovery" layout="vertical" initialValues={{ kind: 'password' }}>
        <Form.Item name="kind" label={t('members.recovery.kind')}>
          <Radio.Group optionType="button" options={KINDS.map((kind) => ({ value: kind, label: t(`members.recovery.kinds.${kind}`) }))} />
        </Form.Item>
        <ReasonField label={t('members.recovery.reason')} extra={t('members.recovery.reasonHint')} />
        <Button type="primary" loading={issue.isPending} onClick={() => void send()}>
          {t('members.recovery.submit')}
        </Button>
      </Form>
      {issue.isError && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert error={issue.error} />
        </div>
      )}
      {asked && issue.data && code && (
        <Card type="inner" style={{ marginTop: 16 }} data-testid="recovery-code">
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {t('members.recovery.code', { id: asked.user_id, kind: t(`members.recovery.kinds.${asked.kind}`) })}
            </Typography.Text>
            <Space align="center" size="large" wrap>
              <span style={{ fontFamily: MONO, fontSize: 40, fontWeight: 600, letterSpacing: '0.15em', lineHeight: 1.2 }}>{code}</span>
              <Button onClick={() => void copyText(code).then(() => message.success(t('members.recovery.copied')))}>
                {t('members.recovery.copy')}
              </Button>
            </Space>
            <Typography.Text strong>{t('members.recovery.expires', { time: formatTime(issue.data.expires_at, locale) })}</Typography.Text>
            <Typography.Text>{t(`members.recovery.read.${asked.kind}`)}</Typography.Text>
          </Space>
        </Card>
      )}
    </Card>
  );
}
