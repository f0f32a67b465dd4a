import { formatMoney } from 'shared-contracts';
import { OpsError, usageError, type OpsCommand } from '../command';

export const ledgerVerify: OpsCommand = {
  name: 'ledger:verify',
  usage: '',
  summary: "prove every member's entries add up to the balance and no balance is or was negative (exit 1 if not)",
  async run({ db, ledger, out }, args) {
    if (args.length) throw usageError(ledgerVerify);
    const report = await ledger.verifyLedger(db);
    for (const member of report.failures) {
      out(`member ${member.userId} (${member.username}), balance ${formatMoney(member.balance)}:`);
      for (const problem of member.problems) out(`  ${JSON.stringify(problem)}`);
    }
    out(`${report.members} member(s), ${report.entries} entries, balances total ${formatMoney(report.total)}`);
    if (report.failures.length) throw new OpsError(`ledger NOT balanced: ${report.failures.length} member(s) with problems`);
    out('ledger balanced');
  },
};
