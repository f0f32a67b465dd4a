/**
 * Calendar days in the operator's time zone (docs/game-rules.md: Asia/Taipei by default), as ranges of unix
 * milliseconds (the unit of every stored time).
 * The fund-log filter and the daily profit figures both count days this way.
 */
const DAY_MS = 86_400_000;

export interface Range {
  /** Inclusive, unix milliseconds. */
  from: number;
  /** Exclusive, unix milliseconds. */
  to: number;
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function dateIn(unixMs: number, timeZone: string): string {
  return formatter(
    `date:${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(unixMs);
}

/** The instant a date starts in the zone (correct across offset changes: the offset is read at that instant). */
export function startOfDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/** From the start of `begin` to the end of `end`, both dates included. */
export function dateRange(begin: string, end: string, timeZone: string): Range {
  return { from: startOfDate(begin, timeZone), to: startOfDate(addDays(end, 1), timeZone) };
}

export function dayOf(unixMs: number, timeZone: string, daysBack = 0): Range {
  const date = addDays(dateIn(unixMs, timeZone), -daysBack);
  return dateRange(date, date, timeZone);
}

/** The date `days` after (or before, negative) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant. */
function offsetAt(unixMs: number, timeZone: string): number {
  const parts = formatter(
    `clock:${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(unixMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - unixMs;
}

// Building a formatter costs far more than using one; a server only ever sees a zone or two.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = make()));
  return found;
}
