import { checkChains } from '../../reports/checks';
import { OpsError, usageError, type OpsCommand } from '../command';

export const chainVerify: OpsCommand = {
  name: 'chain:verify',
  usage: '[game_id]',
  summary:
    'check every drawn round: its link hashes to the previous one and to the commitment, its digits recompute; each secret matches its commitment',
  async run({ db, out }, args) {
    if (args.length > 1 || (args[0] !== undefined && !/^\d+$/.test(args[0]))) throw usageError(chainVerify);
    // The same check as the console's (opsCheck).
    const report = await checkChains(db, args[0] === undefined ? undefined : Number(args[0]));
    for (const line of report.lines) out(line);
    if (report.failure) throw new OpsError(report.failure);
  },
};
