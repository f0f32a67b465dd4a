import { formatMoney } from 'shared-contracts';
import { decideAs } from '../../operators/cashier';
import { usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { entryIdArg } from './ledgerArgs';

export const withdrawApprove: OpsCommand = {
  name: 'withdraw:approve',
  usage: '<id> [--tx <hash>]',
  summary:
    'approve a pending withdrawal (the held money is paid out); when the member withdrew more than OPS_SECOND_APPROVAL_ABOVE in 24 h a second operator approves too; --tx (64 hex, 0x optional) records the USDT payout sent with the last approval, which the chain watcher confirms (required while it runs)',
  async run(ctx, args) {
    const { id, tx } = approveArgs(args);
    // The console's service (operators/cashier.ts): the same four eyes, row lock, refusals and audit row.
    const state = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => decideAs(ctx, trx, { id, kind: 'withdrawal', decision: 'approve', tx }, ctx.by)),
    );
    const request = await ctx.db.selectFrom('ledger_entries').select(['user_id', 'amount']).where('id', '=', id).executeTakeFirstOrThrow();
    const amount = formatMoney(Number(request.amount));
    if (state === 'awaiting_second') ctx.out(`entry ${id}: first approval recorded (${amount}); a second operator's approval pays it`);
    else ctx.out(`entry ${id} approved: ${amount} for member ${request.user_id}`);
    const payout = await ctx.db.selectFrom('chain_payouts').select(['tx_hash', 'to_address']).where('entry_id', '=', id).executeTakeFirst();
    if (payout) ctx.out(`  payout ${payout.tx_hash} to ${payout.to_address} recorded: the chain watcher confirms it (ops chain:payouts)`);
  },
};

/** `<id>` and an optional `--tx <hash>`, in either order. */
function approveArgs(args: string[]): { id: number; tx: string | undefined } {
  const at = args.indexOf('--tx');
  if (at === -1) return { id: entryIdArg(withdrawApprove, args), tx: undefined };
  const tx = args[at + 1];
  if (tx === undefined || tx.startsWith('--')) throw usageError(withdrawApprove);
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  return { id: entryIdArg(withdrawApprove, rest), tx };
}
