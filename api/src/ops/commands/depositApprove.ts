import { formatMoney } from 'shared-contracts';
import { ENTRY_TYPE, LedgerError } from '../../domain/ledger';
import { decideDeposit } from '../../wallet/deposits/decision';
import type { OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { entryIdAndTx, explainLedgerErrors } from './ledgerArgs';

export const depositApprove: OpsCommand = {
  name: 'deposit:approve',
  usage: '<id> --tx <transaction hash>',
  summary:
    'approve a pending deposit paid by that transaction (64 hex, 0x optional): credit it and the deposit bonus in force; above OPS_SECOND_DEPOSIT_APPROVAL_ABOVE a second operator approves too',
  async run(ctx, args) {
    const { id, tx } = entryIdAndTx(depositApprove, args);
    // The same service as the console's (wallet/deposits/decision.ts): the watcher's stored state, the hash credited
    // once, four eyes, the audit row. The CLI's context is the services' Deps.
    const state = await explainLedgerErrors(() =>
      ctx.db.transaction().execute(async (trx) => {
        const request = await trx
          .selectFrom('ledger_entries')
          .select(['id', 'user_id', 'amount', 'type', 'settles'])
          .where('id', '=', id)
          .executeTakeFirst();
        // Before the service: its four eyes would record an approval of whatever entry the id names.
        if (!request) throw new LedgerError('entry_not_found', `entry ${id}`);
        if (request.type !== ENTRY_TYPE.deposit || request.settles !== null)
          throw new LedgerError('not_settleable', `entry ${id} is not a deposit request`);
        return refusedInWords(() => decideDeposit(ctx, trx, request, { id, decision: 'approve', tx }, ctx.by));
      }),
    );
    const request = await ctx.db.selectFrom('ledger_entries').select(['user_id', 'amount']).where('id', '=', id).executeTakeFirstOrThrow();
    const userId = Number(request.user_id);
    if (state === 'awaiting_second')
      ctx.out(`entry ${id}: first approval recorded (${formatMoney(Number(request.amount))}); a second operator's approval credits it`);
    else
      ctx.out(
        `entry ${id} approved: ${formatMoney(Number(request.amount))} for member ${userId} (balance ${formatMoney(await ctx.ledger.balanceOf(ctx.db, userId))})`,
      );
  },
};
