import type { Db } from '../db/schema';
import { auditAccount, type AuditProblem } from '../domain/ledger';
import { toEntry } from './post';

export interface MemberProblems {
  userId: number;
  username: string;
  balance: number;
  problems: AuditProblem[];
}

export interface VerifyReport {
  members: number;
  entries: number;
  /** Sum of all balances. */
  total: number;
  failures: MemberProblems[];
}

/**
 * Audits every member's books (see domain/ledger/audit.ts), one member at a time inside one read
 * transaction, so the balances and the entries are read from the same snapshot while the server keeps running.
 */
export async function verifyLedger(db: Db): Promise<VerifyReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const users = await trx.selectFrom('users').select(['id', 'username', 'money']).orderBy('id').execute();
      const report: VerifyReport = { members: users.length, entries: 0, total: 0, failures: [] };
      for (const user of users) {
        const balance = Number(user.money);
        const rows = await trx.selectFrom('ledger_entries').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
        const problems = auditAccount(balance, rows.map(toEntry));
        report.entries += rows.length;
        report.total += balance;
        if (problems.length) report.failures.push({ userId: Number(user.id), username: user.username, balance, problems });
      }
      return report;
    });
}
