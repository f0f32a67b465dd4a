import { markPaid } from '../../wallet/withdrawals/markPaid';
import { usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { entryIdAndTx } from './ledgerArgs';

export const withdrawPaid: OpsCommand = {
  name: 'withdraw:paid',
  usage: '<id> --tx <hash>',
  summary:
    "record that an approved USDT withdrawal was paid by that transaction (64 hex, 0x optional), once; the chain watcher confirms it came from a payout address (CHAIN_PAYOUT_ADDRESSES), after the approval, of the amount, to the member's bound address",
  async run(ctx, args) {
    const { id, tx } = entryIdAndTx(withdrawPaid, args);
    if (tx === undefined) throw usageError(withdrawPaid);
    // The console's service (wallet/withdrawals/markPaid.ts): the same refusals and audit row.
    const paid = await refusedInWords(() => ctx.db.transaction().execute((trx) => markPaid(ctx, trx, { id, tx }, ctx.by)));
    ctx.out(`entry ${id}: payout ${paid.txHash} to ${paid.to} recorded: the chain watcher confirms it (ops chain:payouts)`);
  },
};
