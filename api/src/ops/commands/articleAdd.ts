import { ARTICLE_PLACES, type ArticlePlace } from '../../content/localized';
import { saveContent } from '../../content/manage';
import { OpsError, usageError, type OpsCommand } from '../command';
import { readContentFile, rewrittenNote } from './contentFile';

const isPlace = (value: string): value is ArticlePlace => (ARTICLE_PLACES as readonly string[]).includes(value);

export const articleAdd: OpsCommand = {
  name: 'article:add',
  usage: `<file> [--tab ${ARTICLE_PLACES.join('|')}]`,
  summary:
    'publish a news article from a file like notice:add\'s (and an optional "image" address) in a tab: default original, top = hot topics',
  async run({ by, db, out }, args) {
    const [path, ...option] = args;
    if (!path || !(option.length === 0 || (option.length === 2 && option[0] === '--tab'))) throw usageError(articleAdd);
    const place = option[1] ?? 'original';
    if (!isPlace(place)) throw new OpsError(`"${place}" is not a tab: ${ARTICLE_PLACES.join(', ')}`, 2);
    const file = await readContentFile(path, 'article');
    const draft = { kind: 'article' as const, place, texts: file.texts, ...(file.image ? { image: file.image } : {}) };
    // The back office's service: the same sanitizing, and the audit row (actor cli) in its transaction.
    const saved = await db.transaction().execute((trx) => saveContent(trx, draft, { ...by, reason: null }));
    rewrittenNote(file).forEach(out);
    out(`article ${saved.id} in ${place}: ${file.texts.en.title}`);
  },
};
