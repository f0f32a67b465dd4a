// The days a reconciliation covers, in the lottery's time zone (the operator's days, as the reports count them).
import { addDays, dateIn, daysBetween, startOfDate } from '../../domain/time';
import { AppError } from '../../i18n/errors';
import { OPS_ERR } from '../../operators/errors';
import type { Period } from './gather';

/** The most days one run covers: its chain reads grow with the blocks. */
export const MAX_DAYS = 31;

/** The days `from` to `to` ('YYYY-MM-DD', both included); refused when after today, reversed (70090) or too long (70091). */
export function periodOfDays(from: string, to: string, timeZone: string, now: number): Period {
  const valid = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
  if (!valid(from) || !valid(to) || from > to || to > dateIn(now, timeZone)) throw new AppError(OPS_ERR.reconcilePeriod);
  if (daysBetween(from, to) + 1 > MAX_DAYS) throw new AppError(OPS_ERR.reconcileTooLong, { days: MAX_DAYS });
  return { from: startOfDate(from, timeZone), to: startOfDate(addDays(to, 1), timeZone) };
}

/** The day before the one `now` falls in: what the daily run checks. */
export function dayBefore(now: number, timeZone: string): { day: string; period: Period } {
  const day = addDays(dateIn(now, timeZone), -1);
  return { day, period: { from: startOfDate(day, timeZone), to: startOfDate(addDays(day, 1), timeZone) } };
}
