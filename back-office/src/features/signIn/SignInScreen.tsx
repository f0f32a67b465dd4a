import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CodeField } from '../../shared/CodeField';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { AuthPage } from '../../shared/layout/AuthPage';
import { useOpsSignIn, type OpsSignInBody } from './api/opsSignIn';
import { PasswordInput } from '../../shared/PasswordInput';

/** /ops/signin: name, password and the authenticator's code, all three or one refusal. */
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const signIn = useOpsSignIn({ onSuccess: () => navigate(from && from !== '/signin' ? from : '/', { replace: true }) });
  const submit = (values: OpsSignInBody) => signIn.mutate({ ...values, name: values.name.trim().toLowerCase() });
  return (
    <AuthPage title={t('auth.signIn.title')}>
      <Form<OpsSignInBody> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="name" label={t('auth.name')} rules={[{ required: true, whitespace: true, message: t('auth.rules.name') }]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: t('auth.rules.password') }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <CodeField />
        <Space orientation="vertical" style={{ width: '100%' }}>
          {signIn.isError && <ErrorAlert error={signIn.error} />}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('auth.signIn.submit')}
          </Button>
        </Space>
      </Form>
    </AuthPage>
  );
}
