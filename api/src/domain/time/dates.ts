/**
 * Calendar dates as 'YYYY-MM-DD' text, the one form of a date on the server (the date filters' form; it sorts in
 * calendar order), with no zone. The arithmetic goes through Date.UTC, so a day past a month's end rolls over.
 */
const DAY_MS = 86_400_000;

function utcMidnightOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function dateOfUtc(unixMs: number): string {
  return new Date(unixMs).toISOString().slice(0, 10);
}

/** The date of a year, month (1-12) and day. */
export function dateOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Midnight UTC of the date plus `minutes`, unix ms: the wall time read as if the zone were UTC. */
export function wallAsUtc(date: string, minutes = 0): number {
  return utcMidnightOf(date) + minutes * 60_000;
}

/** The date `days` after (or before, negative) the date. */
export function addDays(date: string, days: number): string {
  return dateOfUtc(utcMidnightOf(date) + days * DAY_MS);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnightOf(b) - utcMidnightOf(a)) / DAY_MS);
}

/** Days since the Monday of the date's week: 0 on Monday, 6 on Sunday. */
export function daysSinceMonday(date: string): number {
  return (new Date(utcMidnightOf(date)).getUTCDay() + 6) % 7;
}

export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function firstOfNextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return dateOfUtc(Date.UTC(y, m, 1));
}

/** 'YYYYMMDD', as sales days and issue numbers write a date. */
export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

/** 'YYYYMMDD' -> the date; throws RangeError for any other text. */
export function parseCompactDate(text: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`date must be YYYYMMDD, got ${text}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}
