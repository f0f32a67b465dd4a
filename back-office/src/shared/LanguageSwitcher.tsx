import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from 'shared-contracts';
import { saveLocale } from '../i18n';
import { useLocale } from '../i18n/useLocale';

/** tw / zh / en: the words change at once, and the next calls' messages come back in the new language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const choose = (next: Locale) => {
    saveLocale(next);
    void i18n.changeLanguage(next);
  };
  return (
    <Select<Locale>
      aria-label={t('common.header.language')}
      value={locale}
      onChange={choose}
      style={{ width: 120 }}
      options={LOCALES.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
    />
  );
}
