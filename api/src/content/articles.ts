import type { Locale } from 'shared-contracts';
import { content } from 'shared-contracts/api';
import type { Db } from '../db/schema';
import { fail } from '../i18n/errors';
import { CONTENT_ERR } from './errors';
import { isImageAddress } from './imageAddress';
import { contentColumn, localizedColumns, titleColumn, type ArticlePlace, type Localized } from './localized';
import { sanitizeArticleHtml } from './sanitize';
import { toUnixSeconds } from '../domain/time';

/** Articles in the locale (a retired one is not shown, even by id), newest first; the content sanitized on the way out, an image address checked again. */
function articlesIn(db: Db, locale: Locale) {
  return db
    .selectFrom('articles')
    .select((eb) => [
      'id',
      'tab',
      'image',
      'created_at',
      eb.ref(titleColumn(locale)).as('title'),
      eb.ref(contentColumn(locale)).as('content'),
    ])
    .where('retired_at', 'is', null)
    .orderBy('id', 'desc');
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articlesIn>['executeTakeFirstOrThrow']>>;

function toArticle(row: ArticleRow): content.Article {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeArticleHtml(row.content),
    // A row stored before the address rule was tightened may name another host ('/\host'): it shows no image.
    image: isImageAddress(row.image) ? row.image : '',
    createtime: toUnixSeconds(Number(row.created_at)),
  };
}

/** The hot topics and the three tabs (original, recommended, wealth), in the locale. */
export async function articleListFor(db: Db, locale: Locale) {
  const rows = await articlesIn(db, locale).execute();
  const inPlace = (place: ArticlePlace) => rows.filter((r) => r.tab === place).map(toArticle);
  return {
    tops: inPlace('top'),
    articleTabs: content.ARTICLE_TABS.map((tab) => ({ id: tab, articles: inPlace(tab) })),
  };
}

/** One article by id in the locale; an unknown id is refused (60101). */
export async function articleById(db: Db, id: number, locale: Locale): Promise<content.Article> {
  const row = await articlesIn(db, locale).where('id', '=', id).executeTakeFirst();
  return row ? toArticle(row) : fail(CONTENT_ERR.articleNotFound);
}

/** Publishes an article (content sanitized on the way in); answers its id. */
export async function addArticle(
  db: Db,
  article: { place: ArticlePlace; texts: Localized; image?: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('articles')
    .values({ ...localizedColumns(article.texts), tab: article.place, image: article.image ?? '', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
