import { Button, List } from 'shared-contracts/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { usePlatform } from 'shared-contracts/platform';
import { ScreenBar } from '../../shared/ScreenBar';
import page from '../../shared/page.module.css';
import { useLogout } from '../../shared/useLogout';

interface Entry { label: string; to: string }

/** type=1: line, about, system. type=2 (account info): bank card, virtual wallet, security code, password. */
const ENTRIES: Record<'1' | '2', Entry[]> = {
  '1': [
    { label: 'account.setting.changeline', to: ROUTES.changeline },
    { label: 'account.setting.about', to: ROUTES.about },
    { label: 'account.setting.system', to: ROUTES.system },
  ],
  '2': [
    { label: 'account.setting.bindBankCard', to: `${ROUTES.bankCardManage}?type=0` },
    { label: 'account.setting.bindWallet', to: `${ROUTES.bankCardManage}?type=1` },
    { label: 'account.setting.securityCode', to: ROUTES.setSecurityCode },
    { label: 'account.setting.changePassword', to: ROUTES.changePassword },
  ],
};

/** /setting?type=1|2, both with a logout button. */
export function SettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const type = params.get('type') === '2' ? '2' : '1';
  const isTrue = useSecurityCodeSet(type === '2');
  const target = (to: string) => (to === ROUTES.setSecurityCode && isTrue !== null ? `${to}?isTrue=${isTrue}` : to);
  return (
    <section data-testid="screen-setting" className={page.page}>
      <ScreenBar title={type === '2' ? t('account.setting.accountInfo') : t('screens.setting')} parent={ROUTES.personal} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          {ENTRIES[type].map((entry) => (
            <List.Item key={entry.to} onClick={() => navigate(target(entry.to))}>
              {t(entry.label)}
            </List.Item>
          ))}
        </List>
      </div>
      <div className={page.actions}>
        <Button block shape="rounded" color="danger" fill="outline" onClick={() => void logout()}>
          {t('account.setting.logout')}
        </Button>
      </div>
    </section>
  );
}

/** Whether a security code is set (safetyInfo, asked quietly), passed on as /setSecurityCode?isTrue=. */
function useSecurityCodeSet(wanted: boolean): boolean | null {
  const { api } = usePlatform();
  const [isTrue, setIsTrue] = useState<boolean | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api.call('safetyInfo', undefined, { silent: true }).then((info) => live && setIsTrue(info.isTrue), () => undefined);
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return isTrue;
}
