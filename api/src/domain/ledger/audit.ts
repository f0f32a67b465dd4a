import type { Entry } from './entry';
import { ENTRY_STATUS as S, ENTRY_TYPE as T } from './entry';
import { possibleDeltas } from './rules';

export type AuditEntry = Pick<Entry, 'id' | 'type' | 'status' | 'amount' | 'delta' | 'balanceAfter' | 'settles'>;

export type AuditProblem =
  | { kind: 'negative_balance'; balance: number }
  | { kind: 'sum_mismatch'; balance: number; sum: number }
  | { kind: 'chain_break'; entryId: number; balanceAfter: number; expected: number }
  | { kind: 'negative_balance_after'; entryId: number; balanceAfter: number }
  | { kind: 'orphan_settlement'; entryId: number; settles: number }
  | { kind: 'bad_delta'; entryId: number; delta: number }
  | { kind: 'unsettled'; entryId: number }
  | { kind: 'double_settlement'; entryId: number };

/**
 * One member's books: the entries (in id order) must add up to the balance, each entry's `balanceAfter` must be the
 * previous one plus its delta, no balance may ever have been negative, each delta must fit its type and
 * status, and each decided request must be settled exactly as its status says (an approved deposit has its
 * credit, a rejected withdrawal its return).
 */
export function auditAccount(balance: number, entries: readonly AuditEntry[]): AuditProblem[] {
  const problems: AuditProblem[] = [];
  if (balance < 0) problems.push({ kind: 'negative_balance', balance });
  let running = 0;
  const settledBy = new Map<number, number>();
  for (const entry of entries) {
    running += entry.delta;
    if (entry.balanceAfter !== running)
      problems.push({ kind: 'chain_break', entryId: entry.id, balanceAfter: entry.balanceAfter, expected: running });
    if (entry.balanceAfter < 0) problems.push({ kind: 'negative_balance_after', entryId: entry.id, balanceAfter: entry.balanceAfter });
    if (!possibleDeltas(entry.type, entry.status, entry.amount).includes(entry.delta)) {
      problems.push({ kind: 'bad_delta', entryId: entry.id, delta: entry.delta });
    }
    if (entry.settles != null) settledBy.set(entry.settles, (settledBy.get(entry.settles) ?? 0) + 1);
  }
  if (running !== balance) problems.push({ kind: 'sum_mismatch', balance, sum: running });
  const ids = new Set(entries.map((e) => e.id));
  for (const entry of entries) {
    if (entry.settles != null && !ids.has(entry.settles))
      problems.push({ kind: 'orphan_settlement', entryId: entry.id, settles: entry.settles });
    const settlements = settledBy.get(entry.id) ?? 0;
    if (settlements > 1) problems.push({ kind: 'double_settlement', entryId: entry.id });
    else if (settlements === 0 && needsSettlement(entry)) problems.push({ kind: 'unsettled', entryId: entry.id });
  }
  return problems;
}

/** A request whose decision moves money: an approved deposit request (delta 0) or a rejected hold (delta < 0). */
function needsSettlement(entry: AuditEntry): boolean {
  if (entry.settles != null) return false;
  if (entry.type === T.deposit) return entry.status === S.passed && entry.delta === 0;
  if (entry.type === T.withdrawal) return entry.status === S.rejected && entry.delta < 0;
  return false;
}
