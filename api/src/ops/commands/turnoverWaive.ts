import { formatMoney } from 'shared-contracts';
import { sameUsername } from '../../accounts/users';
import { askChange } from '../../operators/requests';
import { OpsError, usageError, type OpsCommand } from '../command';
import { positiveAmount, printAsked, takeReason } from './requestArgs';
import { refusedInWords } from './adminRefusal';

/** Asks to waive part of a member's turnover left; another operator approves it (request:approve) before it applies. */
export const turnoverWaive: OpsCommand = {
  name: 'turnover:waive',
  usage: '<username> <amount> --reason "..."',
  summary: "ask to lower a member's turnover left by an amount in u; applied when another operator approves it",
  async run(ctx, args) {
    const { reason, rest } = takeReason(turnoverWaive, args);
    const [username, amountText] = rest;
    if (rest.length !== 2 || !username || !amountText) throw usageError(turnoverWaive);
    const amount = positiveAmount(amountText);
    const member = await ctx.db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    const id = await refusedInWords(() =>
      ctx.db
        .transaction()
        .execute((trx) => askChange(ctx, trx, { kind: 'turnover.waive', payload: { userId: member.id, amount }, reason }, ctx.by)),
    );
    printAsked(ctx, id, `waive ${formatMoney(amount)} of ${username}'s turnover left`);
  },
};
