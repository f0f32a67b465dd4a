import { Dialog } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { useCallMutation } from 'shared-contracts/platform';
import { forgetUsername, rememberUsername } from '../../../shared/rememberMe';
import { useFinishLogin } from '../../../shared/useFinishLogin';

/**
 * Logs in; on success remembers (or forgets) the username, stores the session (kept across browser restarts with
 * remember me, like the server's 14-day session; for this tab without), toasts and goes home. Busy until then.
 * A disabled account (the answer's `disabled`) is told so and goes to /Withdraw, the one thing its session may do.
 */
export function useLogin() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  return useCallMutation('login', {
    onSuccess: (user, { account, remember }) => {
      if (remember) rememberUsername(account);
      else forgetUsername();
      // A disabled account's session only withdraws: say so, and whom to ask for anything else, then go to /Withdraw.
      if (user.disabled) {
        void Dialog.alert({ content: t('account.login.disabled'), confirmText: t('common.confirm') });
        return finish(user, t('account.login.success'), remember === true, ROUTES.withdraw);
      }
      return finish(user, t('account.login.success'), remember === true);
    },
  });
}
