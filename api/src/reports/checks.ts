// The ledger and draw-chain checks, as `npm run ops -- ledger:verify | chain:verify` print them and the console's
// checks screen shows them (opsCheck): one home, so both say the same. Reads only.
import { formatMoney } from 'shared-contracts';
import type { Db } from '../db/schema';
import { verifyFixedDeposit } from '../promotions/fixedDeposit/audit';
import { verifyCorrections } from '../operators/requests/audit';
import { verifyLedger } from '../ledger/verify';
import { verifyChains } from '../lottery/storage/audit';
import { verifyTurnover } from '../promotions/turnoverAudit';

export interface CheckReport {
  /** What was checked and every problem found, one line each (the CLI's output). */
  lines: string[];
  /** Null when everything holds; else why the check failed (the CLI's error, exit 1). */
  failure: string | null;
}

/**
 * Every member's entries add up to the balance, no balance is or was negative, the turnover follows its deposits,
 * bonuses, settled orders and waivers, the fixed-deposit terms their bonuses, releases and forfeits, and each
 * correction its approved request.
 */
export async function checkLedger(db: Db): Promise<CheckReport> {
  const lines: string[] = [];
  const report = await verifyLedger(db);
  for (const member of report.failures) {
    lines.push(`member ${member.userId} (${member.username}), balance ${formatMoney(member.balance)}:`);
    for (const problem of member.problems) lines.push(`  ${JSON.stringify(problem)}`);
  }
  lines.push(`${report.members} member(s), ${report.entries} entries, balances total ${formatMoney(report.total)}`);
  // The ledger imports no area: the wallet audits the turnover it records beside the money.
  const turnover = await verifyTurnover(db);
  for (const member of turnover.failures) {
    lines.push(`member ${member.userId}, turnover:`);
    for (const problem of member.problems) lines.push(`  ${JSON.stringify(problem)}`);
  }
  lines.push(`turnover: ${turnover.members} member(s), ${turnover.entries} entries`);
  const fixedDeposit = await verifyFixedDeposit(db);
  for (const problem of fixedDeposit.problems) lines.push(`  fixed deposit: ${JSON.stringify(problem)}`);
  lines.push(`fixed-deposit terms: ${fixedDeposit.terms}`);
  const corrections = await verifyCorrections(db);
  for (const problem of corrections.problems) lines.push(`  correction: ${JSON.stringify(problem)}`);
  lines.push(`corrections: ${corrections.corrections}`);
  const failure = report.failures.length
    ? `ledger NOT balanced: ${report.failures.length} member(s) with problems`
    : turnover.failures.length
      ? `turnover NOT consistent: ${turnover.failures.length} member(s) with problems`
      : fixedDeposit.problems.length
        ? `fixed deposit NOT consistent: ${fixedDeposit.problems.length} problem(s)`
        : corrections.problems.length
          ? `corrections NOT consistent: ${corrections.problems.length} problem(s)`
          : null;
  if (!failure) lines.push('ledger balanced');
  return { lines, failure };
}

/** Every drawn round's link, digits and position, and every secret against its commitment (of one game, or all). */
export async function checkChains(db: Db, gameId?: number): Promise<CheckReport> {
  const report = await verifyChains(db, gameId);
  const lines = report.chains.map(
    (c) => `game ${c.gameId} chain ${c.chainId}: ${c.rounds} round(s) drawn of ${c.length}, commitment ${c.commitment}`,
  );
  for (const problem of report.problems) lines.push(`PROBLEM ${problem}`);
  if (report.problems.length) return { lines, failure: `${report.problems.length} problem(s) in the draw chains` };
  lines.push(`ok: ${report.rounds} drawn round(s) verified`);
  return { lines, failure: null };
}
