import { hhMmOf } from './clock';
import { dateOf, wallAsUtc } from './dates';

/**
 * Wall-clock time in an IANA time zone (the operator's: docs/game-rules.md, Asia/Taipei by default), from Intl with
 * no dependency. Instants are unix milliseconds, the unit of every stored time. The default zone has no DST; for a
 * zone with DST the two-pass offset lookup below lands on a valid instant next to a skipped wall time.
 */

/**
 * 'date' writes YYYY-MM-DD (en-CA) with format(), several times cheaper than formatToParts: dateIn runs per row of
 * some lists. 'clock' gives every field of the wall time, for offsets and wall-clock text.
 */
type FormatterKind = 'date' | 'clock';

function makeFormatter(kind: FormatterKind, timeZone: string): Intl.DateTimeFormat {
  if (kind === 'date') return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

// Building a formatter costs far more than using one; a server only ever sees a zone or two.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: FormatterKind, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = makeFormatter(kind, timeZone)));
  return found;
}

/** Throws RangeError for a zone Intl does not know. */
export function assertTimeZone(timeZone: string): void {
  formatter('clock', timeZone);
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeAt(unixMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter('clock', timeZone).formatToParts(unixMs)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function dateIn(unixMs: number, timeZone: string): string {
  return formatter('date', timeZone).format(unixMs);
}

/** 'YYYY-MM-DD HH:mm' of the instant in the zone: how refusals name a reset or a break's end. */
export function wallClock(unixMs: number, timeZone: string): string {
  const t = wallTimeAt(unixMs, timeZone);
  return `${dateOf(t.year, t.month, t.day)} ${hhMmOf(t.hour * 60 + t.minute)}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant (Taipei: +8 h). */
function offsetAt(unixMs: number, timeZone: string): number {
  const t = wallTimeAt(unixMs, timeZone);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - Math.floor(unixMs / 1000) * 1000;
}

/** The instant the zone's clocks show `minuteOfDay` on the date (the offset is read at that instant, not at midnight UTC). */
export function instantOf(date: string, minuteOfDay: number, timeZone: string): number {
  const wall = wallAsUtc(date, minuteOfDay);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The instant the date starts in the zone. */
export function startOfDate(date: string, timeZone: string): number {
  return instantOf(date, 0, timeZone);
}
