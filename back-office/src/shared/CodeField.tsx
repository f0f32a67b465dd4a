import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN } from './formRules';

/** The authenticator's 6-digit code, as enrolment and sign-in ask it (form field `code`). */
export function CodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('auth.code')}
      extra={t('auth.codeHint')}
      rules={[{ required: true, pattern: CODE_PATTERN, message: t('auth.rules.code') }]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
  );
}
