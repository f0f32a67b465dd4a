import { useTranslation } from 'react-i18next';
import { useCallMutation } from 'shared-contracts/platform';
import { useFinishLogin } from '../../../shared/useFinishLogin';

/** Registers a member; on success stores the session, toasts and goes home. Busy until then. */
export function useRegister() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  return useCallMutation('register', { onSuccess: (user) => finish(user, t('account.register.success')) });
}
