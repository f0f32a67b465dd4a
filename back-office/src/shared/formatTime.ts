import type { Locale } from 'shared-contracts';

const TAGS: Record<Locale, string> = { tw: 'zh-TW', zh: 'zh-CN', en: 'en-GB' };

/** A unix time in seconds as the console's language writes a date and time (the browser's time zone). */
export function formatTime(seconds: number, locale: Locale): string {
  return new Date(seconds * 1000).toLocaleString(TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium' });
}
