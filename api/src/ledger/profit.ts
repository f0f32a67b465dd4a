import type { Db, Trx } from '../db/schema';
import { dayOf } from '../domain/ledger';
import { profitOf } from './queries';

export interface ProfitSummary {
  today_profit: number;
  yesterday_profit: number;
  profit: number;
}

/** userInfo's profit figures, from the ledger: today's, yesterday's (days of the operator's zone) and all-time. */
export async function profitSummary(db: Db | Trx, userId: number, timeZone: string, now = Date.now()): Promise<ProfitSummary> {
  return {
    today_profit: await profitOf(db, userId, dayOf(now, timeZone)),
    yesterday_profit: await profitOf(db, userId, dayOf(now, timeZone, 1)),
    profit: await profitOf(db, userId),
  };
}
