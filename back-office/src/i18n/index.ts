import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from 'shared-contracts';
import { account } from './account';
import { alerts } from './alerts';
import { audit } from './audit';
import { cases } from './cases';
import { auth } from './auth';
import { common } from './common';
import { content } from './content';
import { dashboard } from './dashboard';
import { games } from './games';
import { gifts } from './gifts';
import { lists } from './lists';
import { members } from './members';
import { operators } from './operators';
import { promotions } from './promotions';
import { protection } from './protection';
import { queues } from './queues';
import { reconciliation } from './reconciliation';
import { requests } from './requests';
import { segments } from './segments';
import { verification } from './verification';

/** Every string of the console, by area (tw, zh, en side by side in each area's file). */
export const strings = {
  common,
  auth,
  audit,
  queues,
  members,
  operators,
  gifts,
  games,
  dashboard,
  promotions,
  content,
  requests,
  alerts,
  reconciliation,
  account,
  protection,
  segments,
  cases,
  verification,
  lists,
};

const LOCALE_KEY = 'ops.locale';

/** The language the console starts in: the operator's last choice, else tw. */
export function savedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode: the choice lasts this page.
  }
}

/** A ready i18next instance with the console's strings (synchronous: no loading). */
export function createConsoleI18n(locale: Locale = savedLocale()): i18n {
  const resources = Object.fromEntries(
    LOCALES.map((l) => [l, { translation: Object.fromEntries(Object.entries(strings).map(([area, s]) => [area, s[l]])) }]),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
