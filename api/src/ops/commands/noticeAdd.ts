import { saveContent } from '../../content/manage';
import { usageError, type OpsCommand } from '../command';
import { readContentFile, rewrittenNote } from './contentFile';

export const noticeAdd: OpsCommand = {
  name: 'notice:add',
  usage: '<file>',
  summary: 'publish a platform announcement from a JSON file {tw: {title, content}, zh: {...}, en: {...}} (HTML sanitized)',
  async run({ by, db, out }, args) {
    if (args.length !== 1) throw usageError(noticeAdd);
    const file = await readContentFile(args[0]!, 'notice');
    // The back office's service: the same sanitizing, and the audit row (actor cli) in its transaction.
    const saved = await db.transaction().execute((trx) => saveContent(trx, { kind: 'notice', texts: file.texts }, { ...by, reason: null }));
    rewrittenNote(file).forEach(out);
    out(`notice ${saved.id}: ${file.texts.en.title}`);
  },
};
