import { LoadingView, ScreenBar, useGoBack } from 'shared-contracts/platform';
import { Button, Dialog, Toast } from 'shared-contracts/kit';
import { formatMinute } from 'shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-contracts/routing';
import { useSafetyInfo } from '../../shared/api/safetyInfo';
import { ACCOUNT_INFO } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { RecoverySheet } from '../../shared/recovery/RecoverySheet';
import { useEndSession } from '../../shared/useEndSession';
import { ChangeCodeForm } from './ChangeCodeForm';
import { ForgotCodeForm } from './ForgotCodeForm';
import { useSetSecurityCode } from './api/setSecurityCode';
import { NewCodeKeypad } from './NewCodeKeypad';
import styles from './setSecurityCode.module.css';

/** `?isTrue=` as the previous screen knew it; safetyInfo decides. */
function hinted(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

/**
 * /setSecurityCode: unset -> the 6-digit keypad, the code typed twice; set -> old and new code form, and "forgot"
 * (customer service's one-time code, then a new code; the member must then sign in again).
 */
export function SetSecurityCodeScreen() {
  const { t } = useTranslation();
  const back = useGoBack(ACCOUNT_INFO);
  const [params] = useSearchParams();
  const safety = useSafetyInfo();
  const isSet = safety.data?.isTrue ?? hinted(params.get('isTrue'));
  const [refusals, setRefusals] = useState(0);
  const save = useSetSecurityCode({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('account.securityCode.saved') });
      back();
    },
    onError: () => setRefusals((n) => n + 1),
  });
  const [forgotOpen, setForgotOpen] = useState(false);
  const endSession = useEndSession();
  // The server has ended every session, this one too: once the member has read when withdrawals resume, sign out here.
  const codeReset = (withdrawalsFrom: number) => {
    setForgotOpen(false);
    void Dialog.alert({
      content: t('account.recovery.codeChanged', { time: formatMinute(withdrawalsFrom) }),
      confirmText: t('common.confirm'),
      onConfirm: endSession,
    });
  };

  return (
    <section data-testid="screen-setSecurityCode" className={page.page}>
      <ScreenBar title={t('screens.setSecurityCode')} parent={ACCOUNT_INFO} />
      <div className={page.body}>
        {isSet === null && <LoadingView query={safety} />}
        {isSet === false && (
          <NewCodeKeypad busy={save.isPending} refusals={refusals} onConfirmed={(code) => save.mutate({ new_code: code })} />
        )}
        {isSet === true && (
          <>
            <ChangeCodeForm busy={save.isPending} onSubmit={(old, next) => save.mutate({ new_code: next, after_code: old })} />
            <Button block fill="none" color="primary" className={styles.forgot} onClick={() => setForgotOpen(true)}>
              {t('account.securityCode.forgot')}
            </Button>
          </>
        )}
        <RecoverySheet
          visible={forgotOpen}
          title={t('account.securityCode.forgotTitle')}
          onClose={() => setForgotOpen(false)}
          form={<ForgotCodeForm onDone={codeReset} />}
        />
      </div>
    </section>
  );
}
