import { RawStatement } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { dayOf, type Range } from '../domain/ledger';

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

/** Today's, yesterday's and all-time profit in one statement. */
const SUMMARY = new RawStatement(`select coalesce(sum(case when quarter >= ? then profit else 0 end), 0) as today,
    coalesce(sum(case when quarter < ? then profit else 0 end), 0) as yesterday,
    coalesce((select profit from ledger_profit_totals where user_id = ?), 0) as total
  from ledger_profit_quarters
  where user_id = ? and quarter >= ? and quarter < ?`);

/**
 * userInfo's profit figures: today's, yesterday's (days of the wallet's zone) and all-time, from the running totals
 * (ledger_profit_totals, ledger_profit_quarters): a few rows however many entries the member has.
 */
export async function profitSummary(db: Db | Trx, userId: number, timeZone: string, now = Date.now()): Promise<ProfitSummary> {
  const { today, yesterday } = daysAround(now, timeZone);
  const todayFrom = quarterOf(today.from);
  const { rows } = await db.executeQuery<{ today: number | string; yesterday: number | string; total: number | string }>(
    SUMMARY.compile(db, [todayFrom, todayFrom, userId, userId, quarterOf(yesterday.from), quarterOf(today.to)]),
  );
  const row = rows[0]!;
  return { today_profit: Number(row.today), yesterday_profit: Number(row.yesterday), profit: Number(row.total) };
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
