import { formatMoney } from 'shared-contracts';
import { decideAs } from '../../operators/cashier';
import type { OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { entryIdArg } from './ledgerArgs';

export const withdrawApprove: OpsCommand = {
  name: 'withdraw:approve',
  usage: '<id>',
  summary:
    'approve a pending withdrawal; when the member withdrew more than OPS_SECOND_APPROVAL_ABOVE in 24 h a second operator approves too. It takes no transaction: send the USDT after the last approval, then record it with withdraw:paid',
  async run(ctx, args) {
    const id = entryIdArg(withdrawApprove, args);
    // The console's service (operators/cashier.ts): the same four eyes, row lock, refusals and audit row.
    const state = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => decideAs(ctx, trx, { id, kind: 'withdrawal', decision: 'approve' }, ctx.by)),
    );
    const request = await ctx.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount', 'ref'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const amount = formatMoney(Number(request.amount));
    if (state === 'awaiting_second') ctx.out(`entry ${id}: first approval recorded (${amount}); a second operator's approval pays it`);
    else {
      ctx.out(`entry ${id} approved: ${amount} for member ${request.user_id}`);
      if (request.ref?.startsWith('usdt:'))
        ctx.out(`  awaiting payout: send it, then record it with withdraw:paid ${id} --tx <hash> (the chain watcher checks it)`);
    }
  },
};
