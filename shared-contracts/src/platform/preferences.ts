import type { Bus } from '../events';
import { DEFAULT_LINE, LINE_STORAGE_KEY, parseLine, type Line } from '../domain/line';
import { LOCALE_STORAGE_KEY, LOCALE_TYPES, LOCALE_TYPE_STORAGE_KEY, isLocale, localeFromLanguageTag, type Locale } from '../domain/locale';
import type { Preferences } from '../remote';

/** The remember-me checkbox's last state: '0' once turned off, on otherwise (the spec's default). */
export const REMEMBER_ME_STORAGE_KEY = 'rememberMe';

export interface PreferencesEnv {
  /** Where locale, localetype, the line and the remember-me choice persist (localStorage in the browser). */
  storage: Storage;
  /** The session's copy of the line (the spec's activeList field). */
  session: Storage;
  bus: Bus;
  reload(): void;
  browserLanguage(): string | undefined;
}

export function createPreferences(env: PreferencesEnv): Preferences {
  return {
    locale() {
      const stored = env.storage.getItem(LOCALE_STORAGE_KEY);
      return isLocale(stored) ? stored : localeFromLanguageTag(undefined);
    },
    setLocale(choice: Locale | 'system') {
      const locale = choice === 'system' ? localeFromLanguageTag(env.browserLanguage()) : choice;
      env.storage.setItem(LOCALE_STORAGE_KEY, locale);
      env.storage.setItem(LOCALE_TYPE_STORAGE_KEY, String(LOCALE_TYPES[choice]));
      env.reload();
    },
    line() {
      return parseLine(env.storage.getItem(LINE_STORAGE_KEY) ?? String(DEFAULT_LINE));
    },
    setLine(line: Line) {
      env.storage.setItem(LINE_STORAGE_KEY, String(line));
      env.session.setItem(LINE_STORAGE_KEY, String(line));
      env.bus.emit('line:changed', { line });
    },
    rememberMe() {
      return env.storage.getItem(REMEMBER_ME_STORAGE_KEY) !== '0';
    },
    setRememberMe(on: boolean) {
      env.storage.setItem(REMEMBER_ME_STORAGE_KEY, on ? '1' : '0');
    },
  };
}
