import { baseClasses, outcomeLabelKey, type Locale } from 'shared-contracts';
import { translate, type MessageKey } from '../../i18n/translate';

/** A class's name in the request's language (outcome area of shared-contracts i18n). */
export function className(locale: Locale, cls: number): string {
  const { key, n } = outcomeLabelKey(cls);
  return translate(locale, key as MessageKey, n === undefined ? {} : { n });
}

/** The order's `play_method`: its classes' names. */
export function playMethod(locale: Locale, classes: readonly number[]): string {
  return classes.map((c) => className(locale, c)).join(',');
}

/** A draw row's `base`: its long/short and odd/even labels, e.g. 'Long, Odd'. */
export function baseLabel(locale: Locale, sum: number): string {
  return baseClasses(sum)
    .map((c) => className(locale, c))
    .join(', ');
}

export interface Named {
  name_tw: string;
  name_zh: string;
  name_en: string;
}

export function localName(locale: Locale, row: Named): string {
  return locale === 'en' ? row.name_en : locale === 'zh' ? row.name_zh : row.name_tw;
}

export function localTitle(locale: Locale, row: { title_tw: string; title_zh: string; title_en: string }): string {
  return locale === 'en' ? row.title_en : locale === 'zh' ? row.title_zh : row.title_tw;
}

/** Hundredths -> exact decimal text ("1.98"). */
export function oddsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
