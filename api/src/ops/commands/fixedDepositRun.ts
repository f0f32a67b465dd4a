import { formatMoney } from 'shared-contracts';
import { writeAudit } from '../../audit/log';
import { payMonth } from '../../promotions/fixedDeposit/payouts';
import { isPayable } from '../../promotions/fixedDeposit/rules';
import { OpsError, type OpsCommand } from '../command';
import { monthArg, payoutDateOf, RESERVE_HEADER, reserveRow } from './fixedDepositArgs';

export const fixedDepositRun: OpsCommand = {
  name: 'fixed-deposit:run',
  usage: '<YYYY-MM> --by <operator>',
  summary: "pay the month's fixed-deposit bonus to members not yet paid (after its payout day; the api pays it on that day)",
  async run({ db, ledger, config, out, by }, args) {
    const month = monthArg(fixedDepositRun, args);
    // Read first: a run naming no operator is refused before anyone is paid.
    const actor = by;
    const { timeZone } = config.wallet;
    const now = Date.now();
    if (!isPayable(month, timeZone, now)) {
      throw new OpsError(`the bonus of ${month} is paid from its payout day, ${payoutDateOf(month)} (${timeZone}); nothing was paid`);
    }
    out(RESERVE_HEADER);
    const { paid, alreadyPaid, switchedOff, terms } = await payMonth(ledger, db, month, timeZone, now, (member) =>
      out(reserveRow(member, true)),
    );
    const total = paid.reduce((sum, member) => sum + member.bonus, 0);
    if (switchedOff) {
      out(`the fixed-deposit program was switched off at the payout moment of ${month}: nobody is paid for it`);
    } else {
      out(`locked ${paid.length} member(s)' bonus, ${formatMoney(total)} in all; ${alreadyPaid} had been paid before`);
    }
    out(`terms ended: ${terms.released} released, ${terms.forfeited} forfeited by a withdrawal`);
    // Each member's payout is its own transaction (ledger entries); the run, who ran it and what it paid, is one row.
    const after = { paid: paid.length, total, alreadyPaid, switchedOff, terms };
    await db.transaction().execute((trx) => writeAudit(trx, { ...actor, action: 'fixedDeposit.run', target: `month:${month}`, after }));
  },
};
