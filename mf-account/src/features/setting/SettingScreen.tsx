import { ScreenBar } from 'shared-contracts/platform';
import { Button, List } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { useLogout } from '../../shared/api/logout';
import { useSafetyInfo } from '../../shared/api/safetyInfo';
import { storedLanguageChoice } from '../../shared/languageChoice';
import page from '../../shared/page.module.css';

interface Entry {
  label: string;
  to: string;
}

/** type=1: language, line, about, system. type=2 (account info): bank card, virtual wallet, security code, password, responsible play. */
const ENTRIES: Record<'1' | '2', Entry[]> = {
  '1': [
    { label: 'screens.language', to: ROUTES.language },
    { label: 'account.setting.changeline', to: ROUTES.changeline },
    { label: 'account.setting.about', to: ROUTES.about },
    { label: 'account.setting.system', to: ROUTES.system },
  ],
  '2': [
    { label: 'account.setting.bindBankCard', to: `${ROUTES.bankCardManage}?type=0` },
    { label: 'account.setting.bindWallet', to: `${ROUTES.bankCardManage}?type=1` },
    { label: 'account.setting.securityCode', to: ROUTES.setSecurityCode },
    { label: 'account.setting.changePassword', to: ROUTES.changePassword },
    { label: 'account.play.entry', to: ROUTES.responsiblePlay },
  ],
};

/** /setting?type=1|2, both with a logout button. */
export function SettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const type = params.get('type') === '2' ? '2' : '1';
  // Whether a security code is set (asked quietly on type 2), passed on as /setSecurityCode?isTrue=.
  const isTrue = useSafetyInfo({ silent: true, enabled: type === '2' }).data?.isTrue;
  const target = (to: string) => (to === ROUTES.setSecurityCode && isTrue !== undefined ? `${to}?isTrue=${isTrue}` : to);
  const language = storedLanguageChoice();
  const extra = (to: string) => (to === ROUTES.language && language ? t(`account.language.${language}`) : undefined);
  return (
    <section data-testid="screen-setting" className={page.page}>
      <ScreenBar title={type === '2' ? t('account.setting.accountInfo') : t('screens.setting')} parent={ROUTES.personal} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          {ENTRIES[type].map((entry) => (
            <List.Item key={entry.to} onClick={() => navigate(target(entry.to))} extra={extra(entry.to)}>
              {t(entry.label)}
            </List.Item>
          ))}
        </List>
      </div>
      <div className={page.actions}>
        <Button block shape="rounded" color="danger" fill="outline" onClick={logout}>
          {t('account.setting.logout')}
        </Button>
      </div>
    </section>
  );
}
