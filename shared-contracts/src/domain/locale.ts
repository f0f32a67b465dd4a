/** The three languages; tw is the default. `localetype` is the original client's index of the choice on /language. */
export const LOCALES = ['tw', 'zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tw';

/** /language choices and their `localetype`: 0 follow system, 1 English, 2 traditional Chinese, 3 simplified Chinese. */
export const LOCALE_TYPES = { system: 0, en: 1, tw: 2, zh: 3 } as const;

export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_TYPE_STORAGE_KEY = 'localetype';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a browser language tag maps to: zh-TW/zh-HK/zh-Hant -> tw, other zh -> zh, en -> en, else tw. */
export function localeFromLanguageTag(tag: string | undefined): Locale {
  const t = (tag ?? '').toLowerCase();
  if (t.startsWith('zh')) return /(tw|hk|mo|hant)/.test(t) ? 'tw' : 'zh';
  if (t.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}
