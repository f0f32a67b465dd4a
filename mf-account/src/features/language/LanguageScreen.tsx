import { List } from 'shared-contracts/kit';
import { CheckOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { ScreenBar, usePlatform, useSession } from 'shared-contracts/platform';
import { LANGUAGE_CHOICES, storedLanguageChoice, type LanguageChoice } from '../../shared/languageChoice';
import { SETTINGS } from '../../shared/parents';
import page from '../../shared/page.module.css';

/**
 * Stores a choice where the member came from: back to the previous screen first, and the store's reload then
 * shows that screen in the new language. Opened directly there is no previous screen: it reloads here.
 */
function useChooseAndReturn() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { preferences } = usePlatform();
  const chosen = useRef(false);
  return (choice: LanguageChoice) => {
    if (chosen.current) return;
    chosen.current = true;
    if (key === 'default') return preferences.setLocale(choice);
    const store = () => {
      window.removeEventListener('popstate', store);
      window.removeEventListener('pagehide', store);
      preferences.setLocale(choice);
    };
    window.addEventListener('popstate', store);
    // After a reload of this screen the previous entry belongs to the page before it: going back loads that page
    // anew (no popstate here), so the choice is stored as this one goes (a reload asked while leaving does nothing).
    window.addEventListener('pagehide', store);
    navigate(-1);
  };
}

/** /language: follow system, English, traditional or simplified Chinese; the choice applies where the member came from. */
export function LanguageScreen() {
  const { t } = useTranslation();
  const choose = useChooseAndReturn();
  const selected = storedLanguageChoice();
  const parent = useSession() ? SETTINGS : ROUTES.login;
  return (
    <section data-testid="screen-language" className={page.page}>
      <ScreenBar title={t('screens.language')} parent={parent} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          {LANGUAGE_CHOICES.map((choice) => (
            <List.Item
              key={choice}
              data-testid={`language-${choice}`}
              onClick={() => choose(choice)}
              extra={
                choice === selected ? <CheckOutline color="var(--adm-color-primary)" aria-label={t('account.language.current')} /> : null
              }
              arrowIcon={false}
            >
              {t(`account.language.${choice}`)}
            </List.Item>
          ))}
        </List>
      </div>
    </section>
  );
}
