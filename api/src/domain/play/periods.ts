import { play } from 'shared-contracts/api';
import { calendarMonthOf, dayOf, weekOf, type Range } from '../time';

export type LimitPeriod = (typeof play.LIMIT_PERIODS)[number];

/**
 * The period of a limit that holds the instant, in the operator's time zone (the wallet's, as the fund log's days):
 * a calendar day, a week from Monday 00:00, a calendar month.
 */
export function periodOf(unixMs: number, period: LimitPeriod, timeZone: string): Range {
  if (period === 'day') return dayOf(unixMs, timeZone);
  if (period === 'week') return weekOf(unixMs, timeZone);
  return calendarMonthOf(unixMs, timeZone);
}
