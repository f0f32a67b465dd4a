import { useTranslation } from 'react-i18next';
import { useCallMutation } from 'shared-contracts/platform';
import { forgetUsername, rememberUsername } from '../../../shared/rememberMe';
import { useFinishLogin } from '../../../shared/useFinishLogin';

/**
 * Logs in; on success remembers (or forgets) the username, stores the session (kept across browser restarts with
 * remember me, like the server's 14-day session; for this tab without), toasts and goes home. Busy until then.
 */
export function useLogin() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  return useCallMutation('login', {
    onSuccess: (user, { account, remember }) => {
      if (remember) rememberUsername(account);
      else forgetUsername();
      return finish(user, t('account.login.success'), remember === true);
    },
  });
}
