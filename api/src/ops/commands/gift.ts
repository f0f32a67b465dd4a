import { formatMoney, parseMoney } from 'shared-contracts';
import { GIFT_MARK_MAX } from 'shared-contracts/ops';
import { sameUsername } from '../../accounts/users';
import { postGift } from '../../operators/gifts';
import { OpsError, usageError, type OpsCommand } from '../command';
import { explainLedgerErrors } from './ledgerArgs';

/**
 * Posts at once, with no second approval: the shell on the server is the emergency path. From the console a gift is
 * asked by one admin and approved by another (operators/gifts.ts); both post through `postGift`, audited alike.
 */
export const gift: OpsCommand = {
  name: 'gift',
  usage: '<username> <amount> <mark>',
  summary: "credit a promotion to a member at once (amount in u, e.g. 12.5); the mark shows in the member's fund log (audited)",
  async run({ by, db, ledger, out }, args) {
    const [username, amountText, ...markWords] = args;
    const mark = markWords.join(' ').trim();
    if (!username || !amountText || !mark) throw usageError(gift);
    const amount = parseMoney(amountText);
    if (amount === null || amount <= 0) throw new OpsError(`"${amountText}" is not a positive amount in u with at most 2 decimals`, 2);
    if (mark.length > GIFT_MARK_MAX) throw new OpsError(`the mark must be at most ${GIFT_MARK_MAX} characters`, 2);
    const member = await db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    const entry = await explainLedgerErrors(() =>
      db.transaction().execute((trx) => postGift(ledger, trx, { userId: member.id, amount, mark, reason: mark }, by)),
    );
    out(`gift entry ${entry.id}: +${formatMoney(entry.amount)} to ${username} (balance ${formatMoney(entry.balanceAfter)})`);
  },
};
