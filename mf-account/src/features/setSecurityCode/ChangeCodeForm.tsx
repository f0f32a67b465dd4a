import { Button } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useTranslation } from 'react-i18next';
import page from '../../shared/page.module.css';
import { sixDigitInput, sixDigitRules } from './sixDigitCode';

interface Values {
  old: string;
  next: string;
}

/** A code is set: the old and the new one, each exactly 6 digits. */
export function ChangeCodeForm({ busy, onSubmit }: { busy: boolean; onSubmit(old: string, next: string): void }) {
  const { t } = useTranslation();
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
      <Form.Item name="old" label={t('account.securityCode.old')} rules={sixDigitRules(t, 'account.securityCode.oldRequired')}>
        {sixDigitInput(t('account.securityCode.oldPlaceholder'))}
      </Form.Item>
      <Form.Item name="next" label={t('account.securityCode.new')} rules={sixDigitRules(t, 'account.securityCode.newRequired')}>
        {sixDigitInput(t('account.securityCode.newPlaceholder'))}
      </Form.Item>
    </Form>
  );
}
