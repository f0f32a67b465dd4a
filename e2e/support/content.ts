import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ops } from './wallet';

/** Publishes a news article with `ops article:add` (the same title and HTML in tw, zh and en); answers its id. */
export function publishArticle(title: string, html: string): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-article-')), 'article.json');
  const texts = { title, content: html };
  fs.writeFileSync(file, JSON.stringify({ tw: texts, zh: texts, en: texts }));
  const printed = ops('article:add', file);
  const id = /article (\d+) in /.exec(printed)?.[1];
  if (!id) throw new Error(`article:add printed no id: ${printed}`);
  return Number(id);
}
