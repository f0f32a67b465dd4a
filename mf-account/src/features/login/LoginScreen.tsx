import { Button, Checkbox, Dialog, Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES, formatMinute } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { AuthTop } from '../../shared/auth/AuthTop';
import styles from '../../shared/auth/auth.module.css';
import { passwordRules } from '../../shared/auth/passwordRules';
import { RecoverySheet } from '../../shared/recovery/RecoverySheet';
import { rememberedUsername } from '../../shared/rememberMe';
import { useLogin } from './api/login';
import { ResetPasswordForm } from './ResetPasswordForm';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * /login: a word on why, when the server ended the last session; username, password, remember me (on at first, then as last left), login, register; forgot password opens
 * the recovery sheet (customer service's one-time code, then a new password), which comes back with the username.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { preferences, session } = usePlatform();
  // Sent here because the server ended the session (expired, revoked, the account disabled): say so, and what next.
  const [endedBy] = useState(() => session.endedBy());
  const [remember, setRemember] = useState(() => preferences.rememberMe());
  const toggleRemember = (on: boolean) => {
    setRemember(on);
    preferences.setRememberMe(on);
  };
  const [form] = Form.useForm<LoginValues>();
  // The username typed when "forgot password" was tapped (the reset form starts with it); null while closed.
  const [forgotFor, setForgotFor] = useState<string | null>(null);
  const passwordReset = (username: string, withdrawalsFrom: number) => {
    setForgotFor(null);
    form.setFieldsValue({ username, password: '' });
    void Dialog.alert({
      content: t('account.recovery.passwordChanged', { time: formatMinute(withdrawalsFrom) }),
      confirmText: t('common.confirm'),
    });
  };
  const submit = ({ username, password }: LoginValues) => login.mutate({ account: username.trim(), password, remember });

  return (
    <section data-testid="screen-login" className={styles.page}>
      <AuthTop />
      <div className={styles.heading}>
        <h1>{t('screens.login')}</h1>
        <p>{t('account.login.welcome')}</p>
      </div>
      {endedBy !== null && (
        <p className={styles.notice} role="status" data-testid="login-ended">
          {t(endedBy.reason === 'disabled' ? 'account.login.endedDisabled' : 'account.login.ended')}
        </p>
      )}
      <div className={styles.card}>
        <Form
          form={form}
          initialValues={{ username: rememberedUsername(), password: '' }}
          onFinish={submit}
          requiredMarkStyle="none"
          footer={
            <>
              <div className={styles.row}>
                <Checkbox checked={remember} onChange={toggleRemember} data-testid="remember">
                  {t('account.login.remember')}
                </Checkbox>
                <button type="button" className={styles.link} onClick={() => setForgotFor(form.getFieldValue('username') ?? '')}>
                  {t('account.login.forgot')}
                </button>
              </div>
              <div className={styles.buttons}>
                <Button block shape="rounded" color="primary" type="submit" loading={login.isPending}>
                  {t('account.login.submit')}
                </Button>
                <Button block shape="rounded" color="primary" fill="outline" onClick={() => navigate(ROUTES.register)}>
                  {t('account.login.toRegister')}
                </Button>
              </div>
            </>
          }
        >
          <Form.Item
            name="username"
            label={t('account.login.username')}
            rules={[{ required: true, whitespace: true, message: t('account.login.usernameRequired') }]}
          >
            <Input placeholder={t('account.login.usernamePlaceholder')} autoComplete="username" clearable />
          </Form.Item>
          <Form.Item name="password" label={t('account.login.password')} rules={passwordRules(t)}>
            <Input type="password" placeholder={t('account.login.passwordPlaceholder')} autoComplete="current-password" clearable />
          </Form.Item>
        </Form>
      </div>
      <RecoverySheet
        visible={forgotFor !== null}
        title={t('account.login.forgotTitle')}
        onClose={() => setForgotFor(null)}
        form={<ResetPasswordForm username={forgotFor ?? ''} onDone={passwordReset} />}
      />
    </section>
  );
}
