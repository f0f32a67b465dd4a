import { App as AntApp, Button, Card, Flex, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../shared/CodeField';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { NewPasswordFields } from '../../shared/NewPasswordFields';
import { OtpQr } from '../../shared/OtpQr';
import { useOpsOwnAuthenticatorConfirm, useOpsOwnAuthenticatorStart, useOpsOwnPassword } from './api/opsOwnAccount';
import { PasswordInput } from '../../shared/PasswordInput';

interface PasswordForm {
  current: string;
  password: string;
  confirm: string;
  code: string;
}

/** A new password, proven by the current one and a code; the operator's other sessions end. */
function PasswordCard() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const change = useOpsOwnPassword();
  const submit = ({ current, password, code }: PasswordForm) =>
    change.mutate(
      { current, password, code },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('account.password.done'));
        },
      },
    );
  return (
    <Card title={t('account.password.title')}>
      <Form<PasswordForm> form={form} name="ownPassword" layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item name="current" label={t('account.password.current')} rules={[{ required: true, message: t('auth.rules.password') }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t('account.password.new')} extra={t('account.password.rule')} />
        <CodeField />
        {change.isError && <ErrorAlert error={change.error} />}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** Moving to a new authenticator: the password and a current code show its QR once; a code from it completes the move. */
function AuthenticatorCard() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const start = useOpsOwnAuthenticatorStart();
  const confirm = useOpsOwnAuthenticatorConfirm();
  const fresh = start.data;
  return (
    <Card title={t('account.authenticator.title')}>
      {!fresh || confirm.isSuccess ? (
        <Form<{ password: string; code: string }>
          name="ownAuthenticatorStart"
          layout="vertical"
          requiredMark={false}
          style={{ maxWidth: 420 }}
          onFinish={(body) => {
            confirm.reset();
            start.mutate(body);
          }}
        >
          <Typography.Paragraph type="secondary">{t('account.authenticator.hint')}</Typography.Paragraph>
          <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: t('auth.rules.password') }]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <CodeField />
          {start.isError && <ErrorAlert error={start.error} />}
          <Button htmlType="submit" loading={start.isPending}>
            {t('account.authenticator.start')}
          </Button>
        </Form>
      ) : (
        <Space orientation="vertical" size="middle" style={{ maxWidth: 420 }}>
          <Typography.Text>{t('auth.enrol.scan')}</Typography.Text>
          <Flex justify="center">
            <OtpQr uri={fresh.otpauth_uri} alt={t('auth.enrol.qr')} />
          </Flex>
          <div>
            <Typography.Text type="secondary">{t('auth.enrol.secret')}: </Typography.Text>
            <Typography.Text code copyable data-testid="new-otp-secret">
              {fresh.secret}
            </Typography.Text>
          </div>
          <Form<{ code: string }>
            name="ownAuthenticatorConfirm"
            layout="vertical"
            requiredMark={false}
            onFinish={(body) => confirm.mutate(body, { onSuccess: () => void message.success(t('account.authenticator.done')) })}
          >
            <Typography.Paragraph>{t('account.authenticator.confirmHint')}</Typography.Paragraph>
            <CodeField />
            {confirm.isError && <ErrorAlert error={confirm.error} />}
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('account.authenticator.confirm')}
            </Button>
          </Form>
        </Space>
      )}
    </Card>
  );
}

/** /ops/account (every role): the signed-in operator's own password and authenticator. */
export function AccountScreen() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('account.title')}
      </Typography.Title>
      <PasswordCard />
      <AuthenticatorCard />
    </Space>
  );
}
