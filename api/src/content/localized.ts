import { LOCALES, type Locale } from 'shared-contracts';
import { content } from 'shared-contracts/api';
import { sanitizeArticleHtml } from './sanitize';

/** An announcement's or article's title (plain text) and content (HTML) in every language. */
export type Localized = Record<Locale, { title: string; content: string }>;

/** Where an article shows: the hot topics ('top') or one of the news tabs. */
export const ARTICLE_PLACES = [...content.ARTICLE_TABS, 'top'] as const;
export type ArticlePlace = (typeof ARTICLE_PLACES)[number];

export const titleColumn = (locale: Locale) => `title_${locale}` as const;
export const contentColumn = (locale: Locale) => `content_${locale}` as const;

type LocalizedColumns = Record<ReturnType<typeof titleColumn> | ReturnType<typeof contentColumn>, string>;

/** The row columns of the texts, the content sanitized on the way in. */
export function localizedColumns(texts: Localized): LocalizedColumns {
  const columns: Partial<LocalizedColumns> = {};
  for (const locale of LOCALES) {
    columns[titleColumn(locale)] = texts[locale].title;
    columns[contentColumn(locale)] = sanitizeArticleHtml(texts[locale].content);
  }
  return columns as LocalizedColumns;
}
