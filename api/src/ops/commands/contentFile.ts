import { readFile } from 'node:fs/promises';
import { LOCALES } from 'shared-contracts';
import { z } from 'zod';
import { isImageAddress } from '../../content/imageAddress';
import type { Localized } from '../../content/localized';
import { emptiedBySanitizer, previewHtml } from '../../content/manage';
import { hasControlChars } from '../../security/controlChars';
import { OpsError } from '../command';

const texts = z.strictObject(
  {
    title: z
      .string({ error: 'a title is needed' })
      .trim()
      .min(1, 'a title is needed')
      .max(200, 'at most 200 characters')
      .refine((title) => !hasControlChars(title), 'no control characters (tabs, line breaks ...) in a title'),
    content: z
      .string({ error: 'content (HTML) is needed' })
      .trim()
      .min(1, 'content (HTML) is needed')
      .max(100_000, 'at most 100,000 characters'),
  },
  { error: `{title, content} is missing (${LOCALES.join(', ')} are all required)` },
);

/** The JSON file of `notice:add`: {tw: {title, content}, zh: {...}, en: {...}}. */
const noticeFile = z.strictObject({ tw: texts, zh: texts, en: texts });
/** The JSON file of `article:add`: the same, and optionally the article's image. */
const articleFile = noticeFile.extend({
  image: z.string().max(500).refine(isImageAddress, 'an http(s) address or a path of this site, e.g. /assets/news/1.webp').optional(),
});

export interface ContentFile {
  texts: Localized;
  image?: string;
  /** The languages whose HTML the sanitizer changed (what is stored differs from the file). */
  rewritten: string[];
}

/** A JSON file's value, or a refusal naming why it cannot be read. */
export async function readJson(path: string): Promise<unknown> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    throw new OpsError(`cannot read "${path}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new OpsError(`"${path}" is not JSON: ${(error as Error).message}`);
  }
}

/** Reads and checks the file: refused with every problem listed, or when sanitizing leaves a content empty. */
export async function readContentFile(path: string, kind: 'notice' | 'article'): Promise<ContentFile> {
  const parsed = (kind === 'notice' ? noticeFile : articleFile).safeParse(await readJson(path));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`);
    throw new OpsError(`"${path}" is not a ${kind} file {tw: {title, content}, zh: {...}, en: {...}}: ${problems.join('; ')}`);
  }
  const { image, ...localized } = parsed.data as Localized & { image?: string };
  // The service's rules (content/manage.ts), told before anything is written, in the CLI's words.
  const emptied = emptiedBySanitizer(localized);
  if (emptied.length) throw new OpsError(`the content of ${emptied.join(', ')} is empty once markup outside the allow-list is removed`);
  const rewritten = LOCALES.filter((locale) => previewHtml(localized[locale].content).rewritten);
  return { texts: localized, rewritten, ...(image ? { image } : {}) };
}

/** What the operator is told when the stored HTML differs from the file. */
export function rewrittenNote(file: ContentFile): string[] {
  return file.rewritten.length
    ? [`note: the sanitizer rewrote the HTML of ${file.rewritten.join(', ')} (markup outside the allow-list is removed)`]
    : [];
}
