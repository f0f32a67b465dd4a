import type { Locale } from 'shared-contracts';
import type { Db } from '../db/schema';
import { contentColumn, localizedColumns, titleColumn, type Localized } from './localized';
import { sanitizeArticleHtml } from './sanitize';
import { toUnixSeconds } from '../domain/time';

/** Titles on the home notice strip. */
const NOTICE_STRIP = 5;
const NOTICE_PAGE = 20;

/** The latest announcements' titles, newest first (the home notice strip); a retired one is not shown. */
export async function latestNoticeTitles(db: Db, locale: Locale) {
  const rows = await db
    .selectFrom('notices')
    .select((eb) => ['id', 'created_at', eb.ref(titleColumn(locale)).as('title')])
    .where('retired_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(NOTICE_STRIP)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, createtime: toUnixSeconds(Number(r.created_at)) }));
}

/** One page of announcements (not retired), newest first, the content sanitized on the way out. */
export async function noticePage(db: Db, locale: Locale, page = 1) {
  const rows = await db
    .selectFrom('notices')
    .select((eb) => ['id', 'created_at', eb.ref(titleColumn(locale)).as('title'), eb.ref(contentColumn(locale)).as('content')])
    .where('retired_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(NOTICE_PAGE)
    .offset((page - 1) * NOTICE_PAGE)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: sanitizeArticleHtml(r.content),
    createtime: toUnixSeconds(Number(r.created_at)),
  }));
}

/** Publishes an announcement (content sanitized on the way in); answers its id. */
export async function addNotice(db: Db, texts: Localized, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('notices')
    .values({ ...localizedColumns(texts), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
