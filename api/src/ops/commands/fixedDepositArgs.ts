import { fixedDepositTierPercent, formatMoney } from 'shared-contracts';
import type { Reserve } from '../../promotions/fixedDeposit/reserves';
import { isMonth, payoutDayOf, type Month } from '../../promotions/fixedDeposit/rules';
import { OpsError, row, usageError, type OpsCommand } from '../command';

/** The single `<YYYY-MM>` argument of the fixed-deposit commands. */
export function monthArg(command: OpsCommand, args: string[]): Month {
  const [month] = args;
  if (args.length !== 1 || !month) throw usageError(command);
  if (!isMonth(month)) throw new OpsError(`"${month}" is not a month written YYYY-MM`, 2);
  return month;
}

/** The payout day of the month as a date, e.g. 2026-02-28. */
export function payoutDateOf(month: Month): string {
  return `${month}-${String(payoutDayOf(month)).padStart(2, '0')}`;
}

export const RESERVE_HEADER = row('id', 'username', 'lowest balance', 'tier', 'bonus', 'paid');

/** One member's line: the tier is shown by its reserve and percent. */
export function reserveRow(member: Reserve, paid: boolean): string {
  const tier = member.tier ? `${formatMoney(member.tier.reserve)} (${fixedDepositTierPercent(member.tier)})` : '-';
  return row(member.userId, member.username, formatMoney(member.reserve), tier, formatMoney(member.bonus), paid ? 'yes' : 'no');
}
