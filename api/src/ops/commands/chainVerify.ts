import { OpsError, usageError, type OpsCommand } from '../command';
import { verifyChains } from '../../lottery/storage/audit';

export const chainVerify: OpsCommand = {
  name: 'chain:verify',
  usage: '[game_id]',
  summary:
    'check every drawn round: its link hashes to the previous one and to the commitment, its digits recompute; each secret matches its commitment',
  async run({ db, out }, args) {
    if (args.length > 1 || (args[0] !== undefined && !/^\d+$/.test(args[0]))) throw usageError(chainVerify);
    const report = await verifyChains(db, args[0] === undefined ? undefined : Number(args[0]));
    for (const c of report.chains)
      out(`game ${c.gameId} chain ${c.chainId}: ${c.rounds} round(s) drawn of ${c.length}, commitment ${c.commitment}`);
    if (report.problems.length > 0) {
      for (const p of report.problems) out(`PROBLEM ${p}`);
      throw new OpsError(`${report.problems.length} problem(s) in the draw chains`);
    }
    out(`ok: ${report.rounds} drawn round(s) verified`);
  },
};
