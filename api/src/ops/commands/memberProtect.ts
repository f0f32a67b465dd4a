import { formatMoney } from 'shared-contracts';
import { play, type ImposedExclusionLength } from 'shared-contracts/api';
import { sameUsername } from '../../accounts/users';
import type { LimitPeriod } from '../../domain/play';
import { requirePermission } from '../../operators/permission';
import { imposeProtection, type ImposedControl } from '../../play/impose';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { positiveAmount, takeReason } from './requestArgs';

/**
 * Imposes protection on a member as the console's opsMemberProtect does (play/impose.ts, support): an exclusion of a
 * length or indefinite, or a limit (an amount in u, or `none` to remove it after the delay); the member is told.
 */
export const memberProtect: OpsCommand = {
  name: 'member:protect',
  usage: `<username> exclusion <${play.IMPOSED_EXCLUSION_LENGTHS.join('|')}> | deposit|loss <day|week|month> <u|none> | stake <u|none> --reason "..."`,
  summary: 'impose an exclusion or a limit on a member as support (holds as their own: nobody lifts it early; audited, the member told)',
  async run(ctx, args) {
    const { reason, rest } = takeReason(memberProtect, args);
    const [username, ...spec] = rest;
    if (!username) throw usageError(memberProtect);
    const control = controlOf(spec);
    const member = await ctx.db.selectFrom('users').select('id').where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'support');
        await imposeProtection(
          { trx, dialect: ctx.dialect, timeZone: ctx.config.wallet.timeZone },
          { userId: member.id, control, reason },
          ctx.by,
          ctx.now(),
        );
      }),
    );
    ctx.out(`${username}: ${described(control)} imposed by ${ctx.by.actor}; the member was told`);
  },
};

function controlOf(spec: string[]): ImposedControl {
  const [kind, first, second] = spec;
  const amountOf = (text: string) => (text === 'none' ? null : positiveAmount(text));
  if (kind === 'exclusion' && spec.length === 2 && (play.IMPOSED_EXCLUSION_LENGTHS as readonly string[]).includes(first!))
    return { kind, length: first as ImposedExclusionLength };
  if ((kind === 'deposit' || kind === 'loss') && spec.length === 3 && (play.LIMIT_PERIODS as readonly string[]).includes(first!))
    return { kind, period: first as LimitPeriod, amount: amountOf(second!) };
  if (kind === 'stake' && spec.length === 2) return { kind, amount: amountOf(first!) };
  throw usageError(memberProtect);
}

function described(control: ImposedControl): string {
  if (control.kind === 'exclusion') return `exclusion (${control.length})`;
  const amount = control.amount === null ? 'none (after the delay)' : formatMoney(control.amount);
  return control.kind === 'stake' ? `maximum stake ${amount}` : `${control.kind} limit per ${control.period} ${amount}`;
}
