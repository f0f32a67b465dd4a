import { formatMoney } from 'shared-contracts';
import { verifyFixedDeposit } from '../../fixedDeposit/audit';
import { verifyTurnover } from '../../wallet/turnoverAudit';
import { OpsError, usageError, type OpsCommand } from '../command';

export const ledgerVerify: OpsCommand = {
  name: 'ledger:verify',
  usage: '',
  summary:
    "prove every member's entries add up to the balance, no balance is or was negative, and the turnover follows its deposits, bonuses and settled orders, and the fixed-deposit terms their bonuses, releases and forfeits (exit 1 if not)",
  async run({ db, ledger, out }, args) {
    if (args.length) throw usageError(ledgerVerify);
    const report = await ledger.verifyLedger(db);
    for (const member of report.failures) {
      out(`member ${member.userId} (${member.username}), balance ${formatMoney(member.balance)}:`);
      for (const problem of member.problems) out(`  ${JSON.stringify(problem)}`);
    }
    out(`${report.members} member(s), ${report.entries} entries, balances total ${formatMoney(report.total)}`);
    // The ledger imports no area: the wallet audits the turnover it records beside the money.
    const turnover = await verifyTurnover(db);
    for (const member of turnover.failures) {
      out(`member ${member.userId}, turnover:`);
      for (const problem of member.problems) out(`  ${JSON.stringify(problem)}`);
    }
    out(`turnover: ${turnover.members} member(s), ${turnover.entries} entries`);
    const fixedDeposit = await verifyFixedDeposit(db);
    for (const problem of fixedDeposit.problems) out(`  fixed deposit: ${JSON.stringify(problem)}`);
    out(`fixed-deposit terms: ${fixedDeposit.terms}`);
    if (report.failures.length) throw new OpsError(`ledger NOT balanced: ${report.failures.length} member(s) with problems`);
    if (turnover.failures.length) throw new OpsError(`turnover NOT consistent: ${turnover.failures.length} member(s) with problems`);
    if (fixedDeposit.problems.length) throw new OpsError(`fixed deposit NOT consistent: ${fixedDeposit.problems.length} problem(s)`);
    out('ledger balanced');
  },
};
