import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from './formRules';
import { PasswordInput } from './PasswordInput';

/** A new password and its confirmation (form fields `password` and `confirm`), as enrolment and My account ask them. */
export function NewPasswordFields({ label, extra }: { label: string; extra?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        extra={extra}
        rules={[
          { required: true, message: t('auth.rules.password') },
          { min: PASSWORD_MIN, message: t('auth.rules.passwordLength') },
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth.rules.password') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('auth.rules.confirm'))),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
