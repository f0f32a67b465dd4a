import { play } from 'shared-contracts/api';
import { addDays, dateIn, startOfDate, type Range } from '../ledger/period';
import { localDateTime } from '../lottery/zonedTime';

export type LimitPeriod = (typeof play.LIMIT_PERIODS)[number];

/**
 * The period of a limit that holds the instant, in the operator's time zone (the wallet's, as the fund log's days):
 * a calendar day, a week from Monday 00:00, a calendar month. Ranges of unix milliseconds, `to` exclusive.
 */
export function periodOf(unixMs: number, period: LimitPeriod, timeZone: string): Range {
  const date = dateIn(unixMs, timeZone);
  if (period === 'day') return between(date, addDays(date, 1), timeZone);
  if (period === 'week') {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    const monday = addDays(date, -sinceMonday);
    return between(monday, addDays(monday, 7), timeZone);
  }
  const first = `${date.slice(0, 7)}-01`;
  return between(first, nextMonth(first), timeZone);
}

function between(from: string, to: string, timeZone: string): Range {
  return { from: startOfDate(from, timeZone), to: startOfDate(to, timeZone) };
}

/** 'YYYY-MM-01' of the month after the given first day. */
function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** 'YYYY-MM-DD HH:mm' of the instant in the zone: how refusals name a reset or a break's end. */
export function wallClock(unixMs: number, timeZone: string): string {
  const t = localDateTime(unixMs, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;
}
