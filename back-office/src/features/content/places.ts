import type { ArticlePlace, ContentKind } from 'shared-contracts/ops';
import type { Locale } from 'shared-contracts';
import type { ContentRow } from './api/opsContent';

/** Where an article shows, in the menu's order (the contract's ARTICLE_PLACES: a type import only, checked by a test). */
export const PLACES: readonly ArticlePlace[] = ['original', 'recommended', 'wealth', 'top'];

/** A row of the list: a notice or an article. */
export type ContentItem = ContentRow & { kind: ContentKind };

/** Its title in the console's language. */
export const titleIn = (item: ContentRow, locale: Locale) => item[locale].title;
