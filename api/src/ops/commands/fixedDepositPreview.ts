import { formatMoney } from 'shared-contracts';
import { programOfMonth } from '../../promotions/fixedDeposit/payouts';
import { reservesOf } from '../../promotions/fixedDeposit/reserves';
import { qualifyingPeriod } from '../../promotions/fixedDeposit/rules';
import { OpsError, type OpsCommand } from '../command';
import { monthArg, payoutDateOf, RESERVE_HEADER, reserveRow } from './fixedDepositArgs';

export const fixedDepositPreview: OpsCommand = {
  name: 'fixed-deposit:preview',
  usage: '<YYYY-MM>',
  summary: "who gets the month's fixed-deposit bonus (lowest balance, tier, bonus, already paid?), without paying",
  async run({ db, config, out }, args) {
    const month = monthArg(fixedDepositPreview, args);
    const { timeZone } = config.wallet;
    const now = Date.now();
    const period = qualifyingPeriod(month, timeZone);
    if (now < period.from) throw new OpsError(`${month} has not begun (${timeZone})`);
    const program = await programOfMonth(db, month, timeZone, now);
    if (!program.enabled) {
      out(`the fixed-deposit program is switched off (program:show fixed-deposit): nobody is paid for ${month}`);
      return;
    }
    const members = await reservesOf(db, month, timeZone, now, program.tiers);
    const until = `${payoutDateOf(month)} 00:00 (${timeZone})`;
    out(
      now < period.to
        ? `fixed-deposit bonus of ${month} so far: lowest balances from ${month}-01 until now (the month counts until ${until})`
        : `fixed-deposit bonus of ${month}: lowest balances from ${month}-01 00:00 until ${until}`,
    );
    out(RESERVE_HEADER);
    for (const member of members) out(reserveRow(member, member.paid));
    const total = members.reduce((sum, member) => sum + member.bonus, 0);
    const paid = members.filter((member) => member.paid).length;
    out(`${members.length} member(s) qualify, bonuses total ${formatMoney(total)}; ${paid} already paid`);
  },
};
