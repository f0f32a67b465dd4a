import { checkLedger } from '../../reports/checks';
import { OpsError, usageError, type OpsCommand } from '../command';

export const ledgerVerify: OpsCommand = {
  name: 'ledger:verify',
  usage: '',
  summary:
    "prove every member's entries add up to the balance, no balance is or was negative, and the turnover follows its deposits, bonuses and settled orders, and the fixed-deposit terms their bonuses, releases and forfeits (exit 1 if not)",
  async run({ db, out }, args) {
    if (args.length) throw usageError(ledgerVerify);
    // The same check as the console's (opsCheck).
    const report = await checkLedger(db);
    for (const line of report.lines) out(line);
    if (report.failure) throw new OpsError(report.failure);
  },
};
