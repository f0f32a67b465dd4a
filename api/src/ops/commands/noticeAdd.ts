import { addNotice } from '../../content/notices';
import { usageError, type OpsCommand } from '../command';
import { readContentFile, rewrittenNote } from './contentFile';

export const noticeAdd: OpsCommand = {
  name: 'notice:add',
  usage: '<file>',
  summary: 'publish a platform announcement from a JSON file {tw: {title, content}, zh: {...}, en: {...}} (HTML sanitized)',
  async run({ db, out }, args) {
    if (args.length !== 1) throw usageError(noticeAdd);
    const file = await readContentFile(args[0]!, 'notice');
    const id = await addNotice(db, file.texts);
    rewrittenNote(file).forEach(out);
    out(`notice ${id}: ${file.texts.en.title}`);
  },
};
