import { LoadingView, ScreenBar, useGoBack } from 'shared-contracts/platform';
import { Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-contracts/routing';
import { useSafetyInfo } from '../../shared/api/safetyInfo';
import { ACCOUNT_INFO } from '../../shared/parents';
import page from '../../shared/page.module.css';
import { ChangeCodeForm } from './ChangeCodeForm';
import { useSetSecurityCode } from './api/setSecurityCode';
import { NewCodeKeypad } from './NewCodeKeypad';

/** `?isTrue=` as the previous screen knew it; safetyInfo decides. */
function hinted(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** /setSecurityCode: unset -> the 6-digit keypad, the code typed twice; set -> old and new code form. */
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

  return (
    <section data-testid="screen-setSecurityCode" className={page.page}>
      <ScreenBar title={t('screens.setSecurityCode')} parent={ACCOUNT_INFO} />
      <div className={page.body}>
        {isSet === null && <LoadingView query={safety} />}
        {isSet === false && (
          <NewCodeKeypad busy={save.isPending} refusals={refusals} onConfirmed={(code) => save.mutate({ new_code: code })} />
        )}
        {isSet === true && (
          <ChangeCodeForm busy={save.isPending} onSubmit={(old, next) => save.mutate({ new_code: next, after_code: old })} />
        )}
      </div>
    </section>
  );
}
