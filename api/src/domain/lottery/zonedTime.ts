/**
 * Wall-clock time in an IANA time zone, from Intl (no dependency). The default zone (Asia/Taipei) has no DST;
 * for zones with DST the two-pass offset lookup below lands on a valid instant next to a skipped wall time.
 */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws RangeError for a zone Intl does not know. */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

export function localDateTime(epochMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Offset of the zone from UTC at an instant, in ms (Taipei: +8 h). */
function offsetAt(epochMs: number, timeZone: string): number {
  const l = localDateTime(epochMs, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant at which the zone's clocks show this wall time. */
export function zonedToEpoch(date: LocalDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export function compactDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

export function parseCompactDate(text: string): LocalDate {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`date must be YYYYMMDD, got ${text}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}
