import type { Db, Trx } from '../db/schema';
import { auditAccount, PROFIT_TYPES, type AuditProblem, type Entry } from '../domain/ledger';
import { toEntry } from './post';
import { quarterOf } from './profit';

/** The running profit totals (migration 029) disagree with the member's purchase and win entries. */
export type TotalsProblem =
  | { kind: 'profit_total_mismatch'; stored: number; expected: number }
  | { kind: 'profit_quarter_mismatch'; quarter: number; stored: number; expected: number };

export interface MemberProblems {
  userId: number;
  username: string;
  balance: number;
  problems: Array<AuditProblem | TotalsProblem>;
}

export interface VerifyReport {
  members: number;
  entries: number;
  /** Sum of all balances. */
  total: number;
  failures: MemberProblems[];
}

/**
 * Audits every member's books (see domain/ledger/audit.ts) and running totals, one member at a time inside one
 * read transaction, so balances, entries and totals are read from the same snapshot while the server keeps running.
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
        const entries = rows.map(toEntry);
        const problems = [...auditAccount(balance, entries), ...totalsProblems(entries, await storedTotals(trx, user.id))];
        report.entries += rows.length;
        report.total += balance;
        if (problems.length) report.failures.push({ userId: Number(user.id), username: user.username, balance, problems });
      }
      return report;
    });
}

interface StoredTotals {
  total: number;
  /** quarter -> profit */
  quarters: Map<number, number>;
}

async function storedTotals(trx: Trx, userId: number): Promise<StoredTotals> {
  const total = await trx.selectFrom('ledger_profit_totals').select('profit').where('user_id', '=', userId).executeTakeFirst();
  const quarters = await trx.selectFrom('ledger_profit_quarters').select(['quarter', 'profit']).where('user_id', '=', userId).execute();
  return { total: Number(total?.profit ?? 0), quarters: new Map(quarters.map((q) => [Number(q.quarter), Number(q.profit)])) };
}

/** What the member's purchases and wins add up to, all time and per quarter-hour, against the stored totals (none = 0). */
export function totalsProblems(entries: readonly Pick<Entry, 'type' | 'delta' | 'createdAt'>[], stored: StoredTotals): TotalsProblem[] {
  let expected = 0;
  const quarters = new Map<number, number>();
  for (const entry of entries) {
    if (!PROFIT_TYPES.includes(entry.type)) continue;
    expected += entry.delta;
    const quarter = quarterOf(entry.createdAt);
    quarters.set(quarter, (quarters.get(quarter) ?? 0) + entry.delta);
  }
  const problems: TotalsProblem[] = [];
  if (stored.total !== expected) problems.push({ kind: 'profit_total_mismatch', stored: stored.total, expected });
  for (const quarter of new Set([...quarters.keys(), ...stored.quarters.keys()])) {
    const want = quarters.get(quarter) ?? 0;
    const have = stored.quarters.get(quarter) ?? 0;
    if (have !== want) problems.push({ kind: 'profit_quarter_mismatch', quarter, stored: have, expected: want });
  }
  return problems;
}
