import { content } from 'shared-contracts/api';
import type { Locale } from 'shared-contracts';
import type { Db } from '../db/schema';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Banners of the locale's set: English has its own, tw and zh share the Chinese one. */
export async function bannersFor(db: Db, locale: Locale) {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'image', 'link'])
    .where('locale', '=', locale === 'en' ? 'en' : 'zh')
    .orderBy('sort')
    .execute();
  return rows;
}

export async function textOf(db: Db, key: string, locale: Locale): Promise<string> {
  const row = await db.selectFrom('texts').select('text').where('key', '=', key).where('locale', '=', locale).executeTakeFirst();
  return row?.text ?? '';
}

/** tops, the three tabs (original, recommended, wealth) and the fixed-deposit announcement, in the locale. */
export async function articleListFor(db: Db, locale: Locale) {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'tab', 'title', 'content', 'image', 'created_at'])
    .where('locale', '=', locale)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const toArticle = (r: (typeof rows)[number]) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    image: r.image,
    createtime: seconds(r.created_at),
  });
  return {
    tops: rows.filter((r) => r.tab === 'top').map((r) => ({ title: r.title, content: r.content })),
    articleTabs: content.ARTICLE_TABS.map((tab) => ({ id: tab, articles: rows.filter((r) => r.tab === tab).map(toArticle) })),
    announcement: { title: await textOf(db, 'announcement.title', locale), content: await textOf(db, 'announcement.content', locale) },
  };
}
