import { addDays, daysSinceMonday, firstOfMonth, firstOfNextMonth } from './dates';
import { dateIn, startOfDate } from './zone';

/** A span of time in unix milliseconds: the days of the fund-log filter, of daily profit, of play limits. */
export interface Range {
  /** Inclusive. */
  from: number;
  /** Exclusive. */
  to: number;
}

/** From the start of `begin` to the end of `end` in the zone, both dates included. */
export function dateRange(begin: string, end: string, timeZone: string): Range {
  return between(begin, addDays(end, 1), timeZone);
}

/** The zone's day holding the instant, or the day `daysBack` days before it. */
export function dayOf(unixMs: number, timeZone: string, daysBack = 0): Range {
  const date = addDays(dateIn(unixMs, timeZone), -daysBack);
  return dateRange(date, date, timeZone);
}

/** The zone's week holding the instant, from Monday 00:00. */
export function weekOf(unixMs: number, timeZone: string): Range {
  const date = dateIn(unixMs, timeZone);
  const monday = addDays(date, -daysSinceMonday(date));
  return between(monday, addDays(monday, 7), timeZone);
}

/** The zone's calendar month holding the instant. */
export function calendarMonthOf(unixMs: number, timeZone: string): Range {
  const date = dateIn(unixMs, timeZone);
  return between(firstOfMonth(date), firstOfNextMonth(date), timeZone);
}

function between(from: string, to: string, timeZone: string): Range {
  return { from: startOfDate(from, timeZone), to: startOfDate(to, timeZone) };
}
