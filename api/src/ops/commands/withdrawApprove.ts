import { describeSettled } from '../../wallet/decide';
import { approveWithdrawal, parseTxHash, PayoutRefused } from '../../wallet/payouts';
import { OpsError, usageError, type OpsCommand } from '../command';
import { entryIdArg, explainLedgerErrors } from './ledgerArgs';

export const withdrawApprove: OpsCommand = {
  name: 'withdraw:approve',
  usage: '<id> [--tx <hash>]',
  summary:
    'approve a pending withdrawal (the held money is paid out); --tx records the USDT payout sent, which the chain watcher confirms (required while it runs)',
  async run({ by, db, ledger, out, config }, args) {
    const { id, tx } = approveArgs(args);
    const { settled, payout } = await explainLedgerErrors(async () => {
      try {
        return await approveWithdrawal(
          ledger,
          db,
          id,
          {
            txHash: tx === null ? null : parseTxHash(tx),
            txRequired: !!config.chain.jsonRpcUrl,
          },
          Date.now(),
          by,
        );
      } catch (error) {
        if (error instanceof PayoutRefused) throw new OpsError(error.message);
        throw error;
      }
    });
    describeSettled(settled).forEach(out);
    if (payout) out(`  payout ${payout.txHash} to ${payout.to} recorded: the chain watcher confirms it (ops chain:payouts)`);
  },
};

/** `<id>` and an optional `--tx <hash>`, in either order. */
function approveArgs(args: string[]): { id: number; tx: string | null } {
  const at = args.indexOf('--tx');
  if (at === -1) return { id: entryIdArg(withdrawApprove, args), tx: null };
  const tx = args[at + 1];
  if (tx === undefined || tx.startsWith('--')) throw usageError(withdrawApprove);
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  return { id: entryIdArg(withdrawApprove, rest), tx };
}
