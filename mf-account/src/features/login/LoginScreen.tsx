import { Button, Checkbox, Dialog, Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { AuthTop } from '../../shared/auth/AuthTop';
import styles from '../../shared/auth/auth.module.css';
import { SUPPORT_EMAIL } from '../../shared/config';
import { rememberedUsername } from '../../shared/rememberMe';
import { useLogin } from './api/login';

interface LoginValues {
  username: string;
  password: string;
}

/** /login: username, password, remember me (on at first, then as last left), forgot-password popup, login, register. */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { preferences } = usePlatform();
  const [remember, setRemember] = useState(() => preferences.rememberMe());
  const toggleRemember = (on: boolean) => {
    setRemember(on);
    preferences.setRememberMe(on);
  };
  const [forgotOpen, setForgotOpen] = useState(false);
  const submit = ({ username, password }: LoginValues) => login.mutate({ account: username.trim(), password, remember });

  return (
    <section data-testid="screen-login" className={styles.page}>
      <AuthTop />
      <div className={styles.heading}>
        <h1>{t('screens.login')}</h1>
        <p>{t('account.login.welcome')}</p>
      </div>
      <div className={styles.card}>
        <Form
          initialValues={{ username: rememberedUsername(), password: '' }}
          onFinish={submit}
          requiredMarkStyle="none"
          footer={
            <>
              <div className={styles.row}>
                <Checkbox checked={remember} onChange={toggleRemember} data-testid="remember">
                  {t('account.login.remember')}
                </Checkbox>
                <button type="button" className={styles.link} onClick={() => setForgotOpen(true)}>
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
          <Form.Item
            name="password"
            label={t('account.login.password')}
            rules={[{ required: true, message: t('account.login.passwordRequired') }]}
          >
            <Input type="password" placeholder={t('account.login.passwordPlaceholder')} autoComplete="current-password" clearable />
          </Form.Item>
        </Form>
      </div>
      <Dialog
        visible={forgotOpen}
        title={t('account.login.forgotTitle')}
        content={t('account.login.forgotBody', { email: SUPPORT_EMAIL })}
        closeOnAction
        onClose={() => setForgotOpen(false)}
        actions={[{ key: 'ok', text: t('common.confirm') }]}
      />
    </section>
  );
}
