import { Button, Input } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import { SECURITY_CODE_LENGTH } from '../../shared/config';
import page from '../../shared/page.module.css';

interface Values {
  old: string;
  next: string;
}
const SIX_DIGITS = new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`);

/** A code is set: the old and the new one, each exactly 6 digits. */
export function ChangeCodeForm({ busy, onSubmit }: { busy: boolean; onSubmit(old: string, next: string): void }) {
  const { t } = useTranslation();
  const rules = (required: string) => [
    { required: true, message: t(required) },
    { pattern: SIX_DIGITS, message: t('account.securityCode.sixDigits') },
  ];
  const codeInput = (placeholder: string) => (
    <Input type="password" inputMode="numeric" maxLength={SECURITY_CODE_LENGTH} placeholder={t(placeholder)} autoComplete="off" clearable />
  );
  return (
    <Form
      className={page.card}
      requiredMarkStyle="none"
      onFinish={({ old, next }: Values) => onSubmit(old, next)}
      footer={
        <Button block shape="rounded" color="primary" type="submit" loading={busy}>
          {t('account.securityCode.submit')}
        </Button>
      }
    >
      <Form.Item name="old" label={t('account.securityCode.old')} rules={rules('account.securityCode.oldRequired')}>
        {codeInput('account.securityCode.oldPlaceholder')}
      </Form.Item>
      <Form.Item name="next" label={t('account.securityCode.new')} rules={rules('account.securityCode.newRequired')}>
        {codeInput('account.securityCode.newPlaceholder')}
      </Form.Item>
    </Form>
  );
}
