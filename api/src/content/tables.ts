import type { Generated } from 'kysely';

/** One text in each language (the columns `<name>_tw`, `<name>_zh`, `<name>_en`). */
type InEachLocale<Name extends string> = Record<`${Name}_tw` | `${Name}_zh` | `${Name}_en`, string>;

/**
 * Migration 027: a platform announcement (`ops notice:add`), its title (plain text) and content (HTML, sanitized
 * when stored and when sent) in the three languages.
 */
export type NoticesTable = {
  id: Generated<number>;
  created_at: number;
  /** Migration 042: when the back office retired it (players no longer see it), unix ms; null while shown. */
  retired_at: number | null;
} & InEachLocale<'title'> &
  InEachLocale<'content'>;

/** Migration 027: a news article (`ops article:add`); one id names it in every language. */
export type ArticlesTable = {
  id: Generated<number>;
  /** 'top' (hot topics) or one of the tabs of shared-contracts ARTICLE_TABS. */
  tab: string;
  /** An http(s) or site-relative image address, or ''. */
  image: string;
  created_at: number;
  /** Migration 042: when the back office retired it (players no longer see it), unix ms; null while shown. */
  retired_at: number | null;
} & InEachLocale<'title'> &
  InEachLocale<'content'>;

export interface ContentTables {
  notices: NoticesTable;
  articles: ArticlesTable;
}
