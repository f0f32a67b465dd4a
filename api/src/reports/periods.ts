// The days and months a report counts, in the sales time zone (the operator's: LOTTERY_TIME_ZONE, Asia/Taipei).
import { addDays, firstOfNextMonth, startOfDate } from '../domain/time';

/** Spans labelled 'YYYY-MM-DD' or 'YYYY-MM', cut by `bounds` (one more than the labels; unix ms). */
export interface Spans {
  labels: string[];
  bounds: number[];
}

/** Each day of a month ('YYYY-MM'). */
export function daysOfMonth(month: string, timeZone: string): Spans {
  const first = `${month}-01`;
  const next = firstOfNextMonth(first);
  const labels: string[] = [];
  for (let date = first; date < next; date = addDays(date, 1)) labels.push(date);
  return { labels, bounds: [...labels, next].map((date) => startOfDate(date, timeZone)) };
}

/** Each month of a year ('YYYY'). */
export function monthsOfYear(year: string, timeZone: string): Spans {
  const labels = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const next = `${String(Number(year) + 1).padStart(4, '0')}-01-01`;
  return { labels, bounds: [...labels.map((month) => `${month}-01`), next].map((date) => startOfDate(date, timeZone)) };
}

/** Each day from `from` to `to` ('YYYY-MM-DD'), both included. */
export function daysBetween(from: string, to: string, timeZone: string): Spans {
  const labels: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) labels.push(date);
  return { labels, bounds: [...labels, addDays(to, 1)].map((date) => startOfDate(date, timeZone)) };
}
