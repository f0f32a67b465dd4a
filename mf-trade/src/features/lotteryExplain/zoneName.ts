import type { Locale } from 'shared-contracts';

const LANGUAGE_TAG: Record<Locale, string> = { tw: 'zh-Hant', zh: 'zh-Hans', en: 'en' };

/** A time zone as a player calls it ("台北標準時間", "United Kingdom Time"), not its IANA id; the id when Intl has no name. */
export function zoneName(timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
