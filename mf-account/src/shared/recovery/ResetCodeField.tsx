import { Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '../config';
import { resetCodeRules } from './resetCode';

/** The one-time code from customer service, as a field named `code` of a reset form. */
export function ResetCodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="code" label={t('account.recovery.code')} rules={resetCodeRules(t)}>
      <Input
        placeholder={t('account.recovery.codePlaceholder', { length: RESET_CODE_LENGTH })}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        clearable
      />
    </Form.Item>
  );
}
