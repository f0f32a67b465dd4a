import { Button, Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '../../shared/auth/passwordRules';
import { normalizeResetCode } from '../../shared/recovery/resetCode';
import { ResetCodeField } from '../../shared/recovery/ResetCodeField';
import { Refusal } from '../../shared/recovery/Refusal';
import { sameAs } from '../../shared/recovery/sameAs';
import styles from '../../shared/recovery/recovery.module.css';
import { useResetPassword } from './api/resetPassword';

interface Values {
  username: string;
  code: string;
  next: string;
  again: string;
}

/**
 * The forgot-password form: username (as typed on /login), customer service's reset code, the new password twice.
 * Done hands on the username and when withdrawals resume (unix seconds).
 */
export function ResetPasswordForm({ username, onDone }: { username: string; onDone(username: string, withdrawalsFrom: number): void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reset = useResetPassword({
    onRefused: setRefusal,
    onSuccess: ({ withdrawals_from }, body) => onDone(body.username, withdrawals_from),
  });
  const submit = ({ username: name, code, next }: Values) => {
    setRefusal(null);
    reset.mutate({ username: name.trim(), code: normalizeResetCode(code), new_pass: next });
  };
  const password = (placeholder: string) => <Input type="password" placeholder={t(placeholder)} autoComplete="new-password" clearable />;

  return (
    <Form
      initialValues={{ username, code: '', next: '', again: '' }}
      onFinish={submit}
      requiredMarkStyle="none"
      footer={
        <div className={styles.buttons}>
          <Refusal message={refusal} />
          <Button block shape="rounded" color="primary" type="submit" loading={reset.isPending}>
            {t('account.recovery.submit')}
          </Button>
        </div>
      }
    >
      <Form.Item
        name="username"
        label={t('account.login.username')}
        rules={[{ required: true, whitespace: true, message: t('account.login.usernameRequired') }]}
      >
        <Input placeholder={t('account.login.usernamePlaceholder')} autoComplete="username" clearable />
      </Form.Item>
      <ResetCodeField />
      <Form.Item name="next" label={t('account.password.new')} rules={passwordRules(t)}>
        {password('account.password.newPlaceholder')}
      </Form.Item>
      <Form.Item
        name="again"
        label={t('account.password.confirm')}
        dependencies={['next']}
        rules={[{ required: true, message: t('account.password.confirmRequired') }, sameAs('next', t('account.password.mismatch'))]}
      >
        {password('account.password.confirmPlaceholder')}
      </Form.Item>
    </Form>
  );
}
