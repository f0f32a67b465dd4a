// Notices and articles as the back office and the CLI publish, edit and retire them (issue 29): one service for both,
// every body sanitized as stored (sanitize.ts, through localizedColumns) and every change audited in its transaction.
import type { Selectable } from 'kysely';
import { LOCALES, type Locale } from 'shared-contracts';
import { writeAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { CONTENT_ERR } from './errors';
import { addArticle } from './articles';
import { isImageAddress } from './imageAddress';
import { contentColumn, localizedColumns, titleColumn, type ArticlePlace, type Localized } from './localized';
import { addNotice } from './notices';
import { sanitizeArticleHtml } from './sanitize';
import type { ArticlesTable, NoticesTable } from './tables';

export type ContentKind = 'notice' | 'article';
const TABLE = { notice: 'notices', article: 'articles' } as const;

/** Who acts, and why (null from the CLI, which asks for none). */
export type ContentBy = Actor & { reason: string | null };

export interface ContentDraft {
  kind: ContentKind;
  /** The one to edit; absent: publish a new one. */
  id?: number;
  texts: Localized;
  /** An article's place (new: 'original' unless given; edited: unchanged unless given). */
  place?: ArticlePlace;
  /** An article's image address, '' for none (new: none unless given; edited: unchanged unless given). */
  image?: string;
}

/** A notice or an article with its texts in every language, as the back office lists it. */
export interface ManagedContent {
  id: number;
  texts: Localized;
  /** An article's place and image; null for a notice. */
  place: ArticlePlace | null;
  image: string | null;
  createdAt: number;
  retiredAt: number | null;
}

/** What the player would get of this HTML (as stored and as sent), and whether the sanitizer changed it. */
export function previewHtml(html: string): { content: string; rewritten: boolean } {
  const content = sanitizeArticleHtml(html);
  return { content, rewritten: content !== html };
}

/** The languages whose content nothing is left of once sanitized: refused, the player would read an empty page. */
export function emptiedBySanitizer(texts: Localized): Locale[] {
  return LOCALES.filter((locale) => sanitizeArticleHtml(texts[locale].content).trim() === '');
}

type Row = Selectable<NoticesTable> | Selectable<ArticlesTable>;

function managed(row: Row): ManagedContent {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, { title: row[titleColumn(locale)], content: row[contentColumn(locale)] }]),
  ) as Localized;
  const article = 'tab' in row ? row : null;
  return {
    id: Number(row.id),
    texts,
    place: article ? (article.tab as ArticlePlace) : null,
    image: article ? article.image : null,
    createdAt: Number(row.created_at),
    retiredAt: row.retired_at === null ? null : Number(row.retired_at),
  };
}

/** Every notice and article, retired ones too, newest first. */
export async function listContent(db: Db | Trx): Promise<{ notices: ManagedContent[]; articles: ManagedContent[] }> {
  const notices = await db.selectFrom('notices').selectAll().orderBy('id', 'desc').execute();
  const articles = await db.selectFrom('articles').selectAll().orderBy('id', 'desc').execute();
  return { notices: notices.map(managed), articles: articles.map(managed) };
}

async function found(trx: Trx, kind: ContentKind, id: number): Promise<ManagedContent> {
  const row = await trx.selectFrom(TABLE[kind]).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(CONTENT_ERR.contentUnknown);
  return managed(row);
}

/** What the audit row keeps of one: what players are shown (the texts as stored, sanitized); an article's tab and image. */
const recorded = (content: ManagedContent) => ({
  texts: content.texts,
  ...(content.place === null ? {} : { place: content.place, image: content.image }),
});

/**
 * Publishes a notice or an article, or edits one not retired, in `trx` with its audit row (`notice.add`,
 * `article.edit` ...). Refused when a language's content is empty once sanitized (70062) or an article's image is
 * not an address of its own (70065).
 */
export async function saveContent(trx: Trx, draft: ContentDraft, by: ContentBy, now = Date.now()): Promise<ManagedContent> {
  const emptied = emptiedBySanitizer(draft.texts);
  if (emptied.length) throw new AppError(CONTENT_ERR.contentEmpty, { locales: emptied.join(', ') });
  if (draft.kind === 'article' && draft.image && !isImageAddress(draft.image)) throw new AppError(CONTENT_ERR.imageAddress);
  const before = draft.id === undefined ? null : await found(trx, draft.kind, draft.id);
  if (before && before.retiredAt !== null) throw new AppError(CONTENT_ERR.contentRetired);
  const id = before ? before.id : await insert(trx, draft, now);
  if (before) {
    const article = draft.kind === 'article' ? { tab: draft.place ?? before.place!, image: draft.image ?? before.image! } : {};
    const updated = await trx
      .updateTable(TABLE[draft.kind])
      .set({ ...localizedColumns(draft.texts), ...article })
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    // Retired meanwhile by another operator (PostgreSQL: the row's lock orders the two).
    if (updated.numUpdatedRows === 0n) throw new AppError(CONTENT_ERR.contentRetired);
  }
  const after = await found(trx, draft.kind, id);
  await writeAudit(
    trx,
    {
      ...by,
      action: `${draft.kind}.${before ? 'edit' : 'add'}`,
      target: `${draft.kind}:${id}`,
      before: before && recorded(before),
      after: recorded(after),
    },
    now,
  );
  return after;
}

function insert(trx: Trx, draft: ContentDraft, now: number): Promise<number> {
  if (draft.kind === 'notice') return addNotice(trx, draft.texts, now);
  return addArticle(trx, { place: draft.place ?? 'original', texts: draft.texts, ...(draft.image ? { image: draft.image } : {}) }, now);
}

/** Retires one for good (players no longer see it), in `trx` with its audit row; retired already: 70064. */
export async function retireContent(trx: Trx, kind: ContentKind, id: number, by: ContentBy, now = Date.now()): Promise<ManagedContent> {
  const before = await found(trx, kind, id);
  if (before.retiredAt !== null) throw new AppError(CONTENT_ERR.contentRetired);
  const updated = await trx
    .updateTable(TABLE[kind])
    .set({ retired_at: now })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  // Retired meanwhile by another operator: one retirement, one audit row.
  if (updated.numUpdatedRows === 0n) throw new AppError(CONTENT_ERR.contentRetired);
  await writeAudit(
    trx,
    { ...by, action: `${kind}.retire`, target: `${kind}:${id}`, before: { retired_at: null }, after: { retired_at: now } },
    now,
  );
  return { ...before, retiredAt: now };
}
