import { formatMoney, parseMoney } from 'shared-contracts';
import { GIFT_MARK_MAX } from 'shared-contracts/ops';
import { sameUsername } from '../../accounts/users';
import { decideGift, requestGift } from '../../operators/gifts';
import { requirePermission } from '../../operators/permission';
import { OpsError, usageError, type OpsCommand } from '../command';
import { explainLedgerErrors } from './ledgerArgs';
import { decisionArgs, decisionUsage, printAsked } from './requestArgs';
import { refusedInWords } from './adminRefusal';

/**
 * Asks for a gift, as the console does (operators/gifts.ts): nothing is credited until another admin approves it, in
 * the console or with gift:approve. No door posts a gift on one person's word.
 */
export const gift: OpsCommand = {
  name: 'gift',
  usage: '<username> <amount> <mark>',
  summary:
    'ask for a promotion to a member (amount in u, e.g. 12.5; the mark shows in the fund log); credited when another admin approves it',
  async run(ctx, args) {
    const [username, amountText, ...markWords] = args;
    const mark = markWords.join(' ').trim();
    if (!username || !amountText || !mark) throw usageError(gift);
    const amount = parseMoney(amountText);
    if (amount === null || amount <= 0) throw new OpsError(`"${amountText}" is not a positive amount in u with at most 2 decimals`, 2);
    if (mark.length > GIFT_MARK_MAX) throw new OpsError(`the mark must be at most ${GIFT_MARK_MAX} characters`, 2);
    const member = await ctx.db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    const id = await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'admin');
        return requestGift(trx, { userId: member.id, amount, mark, reason: mark }, ctx.by, ctx.now());
      }),
    );
    printAsked(ctx, id, `gift of ${formatMoney(amount)} to ${username}`, `gift:approve ${id}`);
  },
};

function giftDecision(name: string, verb: 'approve' | 'reject', summary: string): OpsCommand {
  const command: OpsCommand = {
    name,
    usage: decisionUsage(verb),
    summary,
    async run(ctx, args) {
      const { id, reason } = decisionArgs(command, args, verb);
      const state = await explainLedgerErrors(() =>
        refusedInWords(() =>
          ctx.db.transaction().execute(async (trx) => {
            await requirePermission(trx, ctx.by, 'admin');
            return decideGift(ctx.ledger, trx, { id, decision: verb, reason }, ctx.by, ctx.now());
          }),
        ),
      );
      ctx.out(`gift request ${id}: ${state}`);
    },
  };
  return command;
}

export const giftApprove = giftDecision(
  'gift:approve',
  'approve',
  "approve another admin's gift request: the gift is credited now (audited)",
);
export const giftReject = giftDecision('gift:reject', 'reject', 'reject a pending gift request: nothing is credited (audited)');
