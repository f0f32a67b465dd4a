import { List } from 'shared-contracts/kit';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LOCALE_STORAGE_KEY, LOCALE_TYPES, LOCALE_TYPE_STORAGE_KEY, ROUTES, type Locale } from 'shared-contracts';
import { ScreenBar, usePlatform, useSession } from 'shared-contracts/platform';
import page from '../../shared/page.module.css';

const choices: { key: Locale | 'system'; label: string }[] = [
  { key: 'system', label: 'account.language.system' },
  { key: 'en', label: 'account.language.en' },
  { key: 'tw', label: 'account.language.tw' },
  { key: 'zh', label: 'account.language.zh' },
];

/** The stored choice (localetype); tw when nothing is stored yet. */
function storedChoice(): number {
  const type = window.localStorage.getItem(LOCALE_TYPE_STORAGE_KEY);
  if (type !== null) return Number(type);
  return window.localStorage.getItem(LOCALE_STORAGE_KEY) ? NaN : LOCALE_TYPES.tw;
}

/** /language: follow system, English, traditional or simplified Chinese. Choosing stores the locale and reloads. */
export function LanguageScreen() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const selected = storedChoice();
  const parent = useSession() ? ROUTES.personal : ROUTES.login;
  return (
    <section data-testid="screen-language" className={page.page}>
      <ScreenBar title={t('screens.language')} parent={parent} />
      <div className={page.body}>
        <List className={`${page.card} ${page.list}`}>
          {choices.map((choice) => (
            <List.Item
              key={choice.key}
              data-testid={`language-${choice.key}`}
              onClick={() => preferences.setLocale(choice.key)}
              extra={
                LOCALE_TYPES[choice.key] === selected ? (
                  <CheckOutline color="var(--adm-color-primary)" aria-label={t('account.language.current')} />
                ) : null
              }
              arrowIcon={false}
            >
              {t(choice.label)}
            </List.Item>
          ))}
        </List>
      </div>
    </section>
  );
}
