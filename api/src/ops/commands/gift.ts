import { CLI_ACTOR, writeAudit } from '../../audit/log';
import { formatMoney, parseMoney } from 'shared-contracts';
import { gift as giftPosting } from '../../domain/ledger';
import { sameUsername } from '../../accounts/users';
import { OpsError, usageError, type OpsCommand } from '../command';
import { explainLedgerErrors } from './ledgerArgs';

export const gift: OpsCommand = {
  name: 'gift',
  usage: '<username> <amount> <mark>',
  summary: "credit a promotion to a member (amount in u, e.g. 12.5); the mark shows in the member's fund log",
  async run({ db, ledger, out }, args) {
    const [username, amountText, ...markWords] = args;
    const mark = markWords.join(' ').trim();
    if (!username || !amountText || !mark) throw usageError(gift);
    const amount = parseMoney(amountText);
    if (amount === null || amount <= 0) throw new OpsError(`"${amountText}" is not a positive amount in u with at most 2 decimals`, 2);
    if (mark.length > 200) throw new OpsError('the mark must be at most 200 characters', 2);
    const member = await db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    const entry = await explainLedgerErrors(() =>
      db.transaction().execute(async (trx) => {
        const posted = await ledger.post(trx, giftPosting(member.id, amount, mark));
        await writeAudit(trx, {
          ...CLI_ACTOR,
          action: 'member.gift',
          target: `member:${member.id}`,
          after: { amount, mark },
          reason: mark,
        });
        return posted;
      }),
    );
    out(`gift entry ${entry.id}: +${formatMoney(entry.amount)} to ${username} (balance ${formatMoney(entry.balanceAfter)})`);
  },
};
