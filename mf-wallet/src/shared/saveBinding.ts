import { Toast } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import type { CallRequest } from 'shared-contracts/api';
import { usePayInfo, type BindingType } from './api/payInfo';
import { useSafetyInfo } from './api/safetyInfo';
import { useSetPayInfo } from './api/setPayInfo';

export type BindingBody = Omit<CallRequest<'setPayInfo'>, 'securityCode'>;

/**
 * What saving a binding needs first. The first card or wallet goes as it is; replacing one needs the security code
 * (the api refuses it without), so a member with none sets it first. While either answer is unknown the code is
 * asked when one may be set, and the api has the last word.
 */
export function bindingStep(bound: boolean | undefined, codeSet: boolean | undefined): 'send' | 'askCode' | 'setCodeFirst' {
  if (bound === false) return 'send';
  if (codeSet === false) return bound ? 'setCodeFirst' : 'send';
  return 'askCode';
}

/** Saving the bank card (0) or the virtual wallet (1) form: the security-code popup first when it replaces one. */
export function useSaveBinding(type: BindingType, onSaved: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bound = usePayInfo(type).data;
  const codeSet = useSafetyInfo().data?.isTrue;
  const [waiting, setWaiting] = useState<BindingBody | null>(null);
  const save = useSetPayInfo({ onSuccess: onSaved });

  const submit = (body: BindingBody) => {
    const step = bindingStep(bound === undefined ? undefined : bound !== null, codeSet);
    if (step === 'send') save.mutate(body);
    else if (step === 'askCode') setWaiting(body);
    else {
      Toast.show({ content: t('wallet.bindings.needCode') });
      navigate(`${ROUTES.setSecurityCode}?isTrue=false`);
    }
  };
  const codePopup = {
    visible: waiting !== null,
    onClose: () => setWaiting(null),
    onFill: (securityCode: string) => {
      setWaiting(null);
      if (waiting) save.mutate({ ...waiting, securityCode });
    },
  };
  return { submit, codePopup, saving: save.isPending };
}
