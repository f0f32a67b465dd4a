import { DotLoading, Toast } from 'shared-contracts/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts/platform';
import { ScreenBar } from '../../shared/ScreenBar';
import { ACCOUNT_INFO } from '../../shared/parents';
import { useGoBack } from '../../shared/useGoBack';
import page from '../../shared/page.module.css';
import { ChangeCodeForm } from './ChangeCodeForm';
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
  const { api } = usePlatform();
  const [isSet, setIsSet] = useState<boolean | null>(() => hinted(params.get('isTrue')));

  useEffect(() => {
    let live = true;
    api.call('safetyInfo').then((info) => live && setIsSet(info.isTrue), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const save = async (newCode: string, oldCode?: string) => {
    try {
      await api.call('setSafety', oldCode === undefined ? { new_code: newCode } : { new_code: newCode, after_code: oldCode });
      Toast.show({ icon: 'success', content: t('account.securityCode.saved') });
      back();
      return true;
    } catch {
      return false; // the failure toast shows the server's message
    }
  };

  return (
    <section data-testid="screen-setSecurityCode" className={page.page}>
      <ScreenBar title={t('screens.setSecurityCode')} parent={ACCOUNT_INFO} />
      <div className={page.body}>
        {isSet === null && <DotLoading />}
        {isSet === false && (
          <div className={styles.keypadPanel}>
            <p className={styles.hint}>{t('account.securityCode.setHint')}</p>
            <CodeKeypad onFill={(code) => save(code)} />
            <p className={styles.note}>{t('account.securityCode.setNote')}</p>
          </div>
        )}
        {isSet === true && <ChangeCodeForm onSubmit={(old, next) => save(next, old)} />}
      </div>
    </section>
  );
}
