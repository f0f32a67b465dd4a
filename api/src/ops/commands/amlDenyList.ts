import { readFile } from 'node:fs/promises';
import { csvLines, replaceDenyList } from '../../aml/denyList';
import { requirePermission } from '../../operators/permission';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

/** Replaces the deny-list from a CSV file as the console's opsDenyListUpload does (aml/denyList.ts, admin). */
export const amlDenyList: OpsCommand = {
  name: 'aml:denylist',
  usage: '<file.csv>',
  summary: 'replace the anti-money-laundering deny-list with a CSV of address[,note] lines (admin; a wrong line changes nothing)',
  async run(ctx, args) {
    if (args.length !== 1) throw usageError(amlDenyList);
    let csv: string;
    try {
      csv = await readFile(args[0]!, 'utf8');
    } catch (error) {
      throw new OpsError(`cannot read "${args[0]}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    const { count, sha256 } = await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'admin');
        return replaceDenyList(trx, csvLines(csv), ctx.by, ctx.now());
      }),
    );
    ctx.out(`deny-list replaced by ${ctx.by.actor}: ${count} addresses (file sha256 ${sha256})`);
  },
};
