import { Button, Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-contracts/routing';
import { GROUP_MEMBER, ROUTES } from 'shared-contracts';
import { AuthTop } from '../../shared/auth/AuthTop';
import styles from '../../shared/auth/auth.module.css';
import { passwordRules } from '../../shared/auth/passwordRules';
import { useRegister } from './api/register';

interface RegisterValues {
  username: string;
  password: string;
  inviter: string;
}

/** /register?inviter_id=: username, password, optional recommend code (prefilled from the invite link). */
export function RegisterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const register = useRegister();
  const submit = ({ username, password, inviter }: RegisterValues) =>
    register.mutate({ username: username.trim(), password, group_id: GROUP_MEMBER, inviter_id: (inviter ?? '').trim() });

  return (
    <section data-testid="screen-register" className={styles.page}>
      <AuthTop showLanguage={false} />
      <div className={styles.heading}>
        <h1>{t('screens.register')}</h1>
        <p>{t('account.register.welcome')}</p>
      </div>
      <div className={styles.card}>
        <Form
          initialValues={{ username: '', password: '', inviter: params.get('inviter_id') ?? '' }}
          onFinish={submit}
          requiredMarkStyle="none"
          footer={
            <>
              <div className={styles.buttons}>
                <Button block shape="rounded" color="primary" type="submit" loading={register.isPending}>
                  {t('account.register.submit')}
                </Button>
              </div>
              <p className={styles.footer}>
                {t('account.register.hasAccount')}{' '}
                <Link to={ROUTES.login} replace className={styles.link}>
                  {t('account.register.toLogin')}
                </Link>
              </p>
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
            <Input type="password" placeholder={t('account.login.passwordPlaceholder')} autoComplete="new-password" clearable />
          </Form.Item>
          <Form.Item name="inviter" label={t('account.register.inviter')}>
            <Input placeholder={t('account.register.inviterPlaceholder')} inputMode="numeric" clearable />
          </Form.Item>
        </Form>
      </div>
    </section>
  );
}
