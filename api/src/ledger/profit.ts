import { RawStatement } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { dayOf, type Range } from '../domain/time';

export interface ProfitSummary {
  today_profit: number;
  yesterday_profit: number;
  profit: number;
}

/** The unit of the per-member profit totals (migration 029): the UTC quarter-hour, unix ms / QUARTER_MS. */
export const QUARTER_MS = 900_000;

/** The quarter an instant falls in (a zone's midnight is the first instant of its quarter: loadWalletSettings checks it). */
export function quarterOf(unixMs: number): number {
  return Math.floor(unixMs / QUARTER_MS);
}

/**
 * The member's today's, yesterday's and all-time profit as three columns (today_profit, yesterday_profit, profit) of
 * a select, `member` naming the column of the member's id; bound with profitBounds() (the `?`s come in that order).
 * A fragment, so userInfo reads its user row and these in one statement: from the running totals (ledger_profit_totals,
 * ledger_profit_quarters), a few rows however many entries the member has.
 */
export function profitColumns(member: string): string {
  return `coalesce((select sum(profit) from ledger_profit_quarters where user_id = ${member} and quarter >= ? and quarter < ?), 0)
      as today_profit,
    coalesce((select sum(profit) from ledger_profit_quarters where user_id = ${member} and quarter >= ? and quarter < ?), 0)
      as yesterday_profit,
    coalesce((select profit from ledger_profit_totals where user_id = ${member}), 0) as profit`;
}

/** The values of profitColumns' `?`s: today's and yesterday's quarters, days of `timeZone`. */
export function profitBounds(timeZone: string, now = Date.now()): number[] {
  const { today, yesterday } = daysAround(now, timeZone);
  return [quarterOf(today.from), quarterOf(today.to), quarterOf(yesterday.from), quarterOf(today.from)];
}

/** The columns as read: PostgreSQL answers a sum as text. */
export type ProfitColumns = { [K in keyof ProfitSummary]: number | string };

export function profitOfColumns(row: ProfitColumns): ProfitSummary {
  return { today_profit: Number(row.today_profit), yesterday_profit: Number(row.yesterday_profit), profit: Number(row.profit) };
}

const SUMMARY = new RawStatement(`select ${profitColumns('asked.id')} from (select cast(? as integer) as id) asked`);

/** A member's profit figures alone (userInfo reads them with its user row: accounts/users.ts). */
export async function profitSummary(db: Db | Trx, userId: number, timeZone: string, now = Date.now()): Promise<ProfitSummary> {
  const { rows } = await db.executeQuery<ProfitColumns>(SUMMARY.compile(db, [...profitBounds(timeZone, now), userId]));
  return profitOfColumns(rows[0]!);
}

/** A zone's today and yesterday, worked out once a day: the zone arithmetic (Intl) costs more than the query. */
const days = new Map<string, { today: Range; yesterday: Range }>();
function daysAround(now: number, timeZone: string): { today: Range; yesterday: Range } {
  const known = days.get(timeZone);
  if (known && now >= known.today.from && now < known.today.to) return known;
  const fresh = { today: dayOf(now, timeZone), yesterday: dayOf(now, timeZone, 1) };
  days.set(timeZone, fresh);
  return fresh;
}
