import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_NAMESPACE, resources } from '../i18n';
import { DEFAULT_LOCALE, type Locale } from '../domain/locale';

/** An i18next instance with every resource, in the given locale (tw when the key is missing elsewhere). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: I18N_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
