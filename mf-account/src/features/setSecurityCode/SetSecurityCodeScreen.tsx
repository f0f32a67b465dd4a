import { ScreenBar, useGoBack } from 'shared-contracts/platform';
import { DotLoading, Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSafetyInfo } from '../../shared/api/safetyInfo';
import { ACCOUNT_INFO } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { ChangeCodeForm } from './ChangeCodeForm';
import { useSetSecurityCode } from './api/setSecurityCode';
import { CodeKeypad } from './CodeKeypad';
import styles from './setSecurityCode.module.css';

/** `?isTrue=` as the previous screen knew it; safetyInfo decides. */
function hinted(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** /setSecurityCode: unset -> 6-digit keypad that submits itself; set -> old and new code form. */
export function SetSecurityCodeScreen() {
  const { t } = useTranslation();
  const back = useGoBack(ACCOUNT_INFO);
  const [params] = useSearchParams();
  const isSet = useSafetyInfo().data?.isTrue ?? hinted(params.get('isTrue'));
  const [refusals, setRefusals] = useState(0);
  const save = useSetSecurityCode({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('account.securityCode.saved') });
      back();
    },
    onError: () => setRefusals((n) => n + 1),
  });

  return (
    <section data-testid="screen-setSecurityCode" className={page.page}>
      <ScreenBar title={t('screens.setSecurityCode')} parent={ACCOUNT_INFO} />
      <div className={page.body}>
        {isSet === null && <DotLoading />}
        {isSet === false && (
          <div className={styles.keypadPanel}>
            <p className={styles.hint}>{t('account.securityCode.setHint')}</p>
            <CodeKeypad busy={save.isPending} refusals={refusals} onFill={(code) => save.mutate({ new_code: code })} />
            <p className={styles.note}>{t('account.securityCode.setNote')}</p>
          </div>
        )}
        {isSet === true && (
          <ChangeCodeForm busy={save.isPending} onSubmit={(old, next) => save.mutate({ new_code: next, after_code: old })} />
        )}
      </div>
    </section>
  );
}
