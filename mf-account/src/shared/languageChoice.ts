import { LOCALE_STORAGE_KEY, LOCALE_TYPES, LOCALE_TYPE_STORAGE_KEY } from 'shared-contracts';

/** The /language choices in the order shown; each one's label is `account.language.<choice>`. */
export const LANGUAGE_CHOICES = ['system', 'en', 'tw', 'zh'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** The stored choice (localetype); tw when nothing is stored yet; null when only a locale without its type is stored. */
export function storedLanguageChoice(): LanguageChoice | null {
  const type = window.localStorage.getItem(LOCALE_TYPE_STORAGE_KEY);
  if (type === null) return window.localStorage.getItem(LOCALE_STORAGE_KEY) ? null : 'tw';
  return LANGUAGE_CHOICES.find((choice) => String(LOCALE_TYPES[choice]) === type) ?? null;
}
