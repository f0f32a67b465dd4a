import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from 'shared-contracts';
import { localizedColumns, type Localized } from '../../content/localized';
import { SEED_ARTICLES, SEED_NOTICES } from '../seed/content';
import { withId } from './helpers';
import type { Dialect } from '../schema';
import type { Migration } from './types';

interface ArticleByLocale {
  tab: string;
  locale: string;
  title: string;
  content: string;
  image: string;
  sort: number;
  created_at: number | string;
}

const localizedTable = (db: Kysely<any>, dialect: Dialect, name: string) =>
  LOCALES.reduce(
    (table, locale) =>
      table.addColumn(`title_${locale}`, 'text', (c) => c.notNull()).addColumn(`content_${locale}`, 'text', (c) => c.notNull()),
    withId(db.schema.createTable(name), dialect),
  );

/** 002 wrote one row per language with the same tab and sort: those rows are one article. */
function articlesOf(rows: ArticleByLocale[]) {
  const groups = new Map<string, ArticleByLocale[]>();
  for (const row of rows) {
    const key = `${row.tab}:${row.sort}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const inLocale = (locale: Locale) => group.find((r) => r.locale === locale) ?? group.find((r) => r.locale === 'tw') ?? group[0]!;
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, { title: inLocale(locale).title, content: inLocale(locale).content }]),
    ) as Localized;
    return { tab: group[0]!.tab, image: group[0]!.image, created_at: Number(group[0]!.created_at), texts };
  });
}

/**
 * Platform announcements (`ops notice:add`) and articles with one id in every language (`ops article:add`).
 * The per-language article rows become one row per article; a database without articles gets the seed's. The
 * home banners (mf-content ships them) and the texts (the notice line, a fixed-deposit text with rules the
 * product does not have) are dropped. Lists show the newest first (highest id), so the seed is written last-first.
 */
export const noticesArticles: Migration = {
  name: '027_notices_articles',
  async up(db, dialect) {
    await localizedTable(db, dialect, 'notices')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    const before = (await db.selectFrom('articles').selectAll().orderBy('sort').orderBy('id').execute()) as ArticleByLocale[];
    await db.schema.dropTable('articles').execute();
    await localizedTable(db, dialect, 'articles')
      .addColumn('tab', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    const now = Date.now();
    const articles = before.length
      ? articlesOf(before)
      : SEED_ARTICLES.map((a) => ({ tab: a.tab, image: '', created_at: now, texts: a.texts }));
    for (const a of articles.reverse()) {
      await db
        .insertInto('articles')
        .values({ ...localizedColumns(a.texts), tab: a.tab, image: a.image, created_at: a.created_at })
        .execute();
    }
    for (const texts of [...SEED_NOTICES].reverse()) {
      await db
        .insertInto('notices')
        .values({ ...localizedColumns(texts), created_at: now })
        .execute();
    }

    await db.schema.dropTable('banners').execute();
    await db.schema.dropTable('texts').execute();
  },
};
