import { play, type BreakLength, type ImposedExclusionLength } from 'shared-contracts/api';

export type BreakKind = (typeof play.BREAK_LENGTHS)[BreakLength];

export interface Break {
  kind: BreakKind;
  /** Unix ms. */
  until: number;
}

const HOUR = 3_600_000;

/** When a break of this length taken at `now` ends: hours and days exact, months and years by the calendar (UTC). */
export function breakEnd(length: BreakLength, now: number): number {
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as const;
  if (length in hours) return now + hours[length as keyof typeof hours] * HOUR;
  const months = { '6m': 6, '1y': 12, '5y': 60 } as const;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months[length as keyof typeof months]);
  return end.getTime();
}

/** The break running at `now`, if any (one that has ended is none). */
export function breakAt<B extends Break>(stored: B | null, now: number): B | null {
  return stored && now < stored.until ? stored : null;
}

/**
 * A new break taken while `running` runs: it may only end later, never sooner (nobody lifts or shortens one, the
 * member included); 'shortens' refuses it. The kind follows the longer break: an exclusion outranks a time-out.
 */
export function takeBreakAt(running: Break | null, length: BreakLength, now: number): Break | 'shortens' {
  const until = breakEnd(length, now);
  const kind = play.BREAK_LENGTHS[length];
  if (!running) return { kind, until };
  if (until < running.until) return 'shortens';
  return { kind: running.kind === 'exclusion' ? 'exclusion' : kind, until };
}

/** An indefinite exclusion's end: the last second of 9999 (UTC), after every real date. */
export const INDEFINITE_UNTIL = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * An exclusion support imposes while `running` runs (issue 40): as the member's own break, it may only end later,
 * never sooner ('shortens'), and it is an exclusion whatever its length.
 */
export function imposeExclusionAt(running: Break | null, length: ImposedExclusionLength, now: number): Break | 'shortens' {
  const until = length === 'indefinite' ? INDEFINITE_UNTIL : breakEnd(length, now);
  if (running && until < running.until) return 'shortens';
  return { kind: 'exclusion', until };
}
