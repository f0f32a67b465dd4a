import { Button } from 'shared-contracts/kit';
import { Form } from 'shared-contracts/kit/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeResetCode } from '../../shared/recovery/resetCode';
import { ResetCodeField } from '../../shared/recovery/ResetCodeField';
import { Refusal } from '../../shared/recovery/Refusal';
import { sameAs } from '../../shared/recovery/sameAs';
import styles from '../../shared/recovery/recovery.module.css';
import { useResetSecurityCode } from './api/resetSecurityCode';
import { sixDigitInput, sixDigitRules } from './sixDigitCode';

interface Values {
  code: string;
  next: string;
  again: string;
}

/** The forgot-security-code form: customer service's reset code, the new 6-digit code twice. Done hands on when withdrawals resume. */
export function ForgotCodeForm({ onDone }: { onDone(withdrawalsFrom: number): void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reset = useResetSecurityCode({ onRefused: setRefusal, onSuccess: ({ withdrawals_from }) => onDone(withdrawals_from) });
  const submit = ({ code, next }: Values) => {
    setRefusal(null);
    reset.mutate({ code: normalizeResetCode(code), new_code: next });
  };

  return (
    <Form
      initialValues={{ code: '', next: '', again: '' }}
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
      <ResetCodeField />
      <Form.Item name="next" label={t('account.securityCode.new')} rules={sixDigitRules(t, 'account.securityCode.newRequired')}>
        {sixDigitInput(t('account.securityCode.newPlaceholder'))}
      </Form.Item>
      <Form.Item
        name="again"
        label={t('account.securityCode.confirm')}
        dependencies={['next']}
        rules={[
          { required: true, message: t('account.securityCode.confirmRequired') },
          sameAs('next', t('account.securityCode.confirmMismatch')),
        ]}
      >
        {sixDigitInput(t('account.securityCode.confirmPlaceholder'))}
      </Form.Item>
    </Form>
  );
}
