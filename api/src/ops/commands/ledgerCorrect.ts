import { formatMoney } from 'shared-contracts';
import { sameUsername } from '../../accounts/users';
import { askChange } from '../../operators/requests';
import { OpsError, usageError, type OpsCommand } from '../command';
import { positiveAmount, printAsked, takeReason } from './requestArgs';
import { refusedInWords } from './adminRefusal';

/** Asks for a correcting entry; another operator approves it (request:approve) before anything moves. */
export const ledgerCorrect: OpsCommand = {
  name: 'ledger:correct',
  usage: '<username> <+amount|-amount> --entry <id> --reason "..."',
  summary: "ask for a correcting entry (credit + or debit -, in u) of a member's entry; applied when another operator approves it",
  async run(ctx, args) {
    const { reason, rest } = takeReason(ledgerCorrect, args);
    const at = rest.indexOf('--entry');
    const entryId = Number(rest[at + 1]);
    const [username, signed] = rest.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
    if (at === -1 || !Number.isSafeInteger(entryId) || entryId <= 0 || !username || !signed || rest.length !== 4)
      throw usageError(ledgerCorrect);
    if (!/^[+-]/.test(signed)) throw new OpsError(`"${signed}": name the direction, + to credit or - to debit (e.g. -12.5)`, 2);
    const delta = (signed.startsWith('-') ? -1 : 1) * positiveAmount(signed.slice(1));
    const member = await ctx.db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    const id = await refusedInWords(() =>
      ctx.db
        .transaction()
        .execute((trx) => askChange(ctx, trx, { kind: 'ledger.correct', payload: { userId: member.id, delta, entryId }, reason }, ctx.by)),
    );
    printAsked(ctx, id, `${delta > 0 ? '+' : ''}${formatMoney(delta)} to ${username}, correcting entry ${entryId}`);
  },
};
