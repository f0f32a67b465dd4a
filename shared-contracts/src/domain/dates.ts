/**
 * The one rule of every date filter (fund log, orders, draw results): a real calendar day written YYYY-MM-DD,
 * from FIRST_FILTER_DATE to today (and, where there is a pair, begin <= end: plain text order). "Today" is the
 * caller's: the server passes today in its sales time zone, a date picker its own.
 */
export const FIRST_FILTER_DATE = '2018-01-01';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is YYYY-MM-DD naming a day that exists (2029-02-31 and 2018-13-01 do not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (Feb 31 -> Mar 3) and maps years 0-99 to 1900-1999.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a date filter is refused: not a real day, or outside FIRST_FILTER_DATE..today; null when it is fine. */
export function dateFilterRefusal(date: string, today: string): 'invalid' | 'outOfRange' | null {
  if (!isCalendarDate(date)) return 'invalid';
  // YYYY-MM-DD compares as text in calendar order.
  return date < FIRST_FILTER_DATE || date > today ? 'outOfRange' : null;
}

/** A day as a date filter writes it (YYYY-MM-DD), in the device's time zone. */
export function toDateText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as a date filter writes it (YYYY-MM-DD), in a named time zone: the lottery's days, wherever the phone is. */
export function dateInZone(at: Date | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** YYYY-MM-DD moved by `days` calendar days (negative: back), whatever the device's zone. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD -> the local midnight of that day (what a date picker holds). */
export function fromDateText(text: string): Date {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Unix seconds -> "YYYY-MM-DD HH:mm:ss" in the device's time zone: how every list shows a moment, in any language. */
export function formatTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toDateText(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Unix seconds -> "YYYY-MM-DD HH:mm": a moment to come (a reset, a break's end), where seconds say nothing. */
export function formatMinute(seconds: number): string {
  return formatTime(seconds).slice(0, -3);
}
