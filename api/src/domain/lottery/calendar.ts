import { DEFAULT_SCHEDULE, formatIssue, isCalendarDate, parseIssue, sequenceDigits } from 'shared-contracts';
import { addDays, assertTimeZone, compactDate, dateIn, daysBetween, instantOf, minuteOfHhMm, parseCompactDate } from '../time';

/** The sales calendar of docs/game-rules.md; production defaults below, every value a setting. */
export interface CalendarSettings {
  /** The operator's IANA time zone. */
  timeZone: string;
  /** Sales open at this minute after local midnight (10:00 -> 600). */
  salesOpenMinute: number;
  /** Sales close at this minute after local midnight; at or before the opening it means the next day (02:00 -> 120). */
  salesCloseMinute: number;
  roundSeconds: number;
  /** Betting seals this long before the draw. */
  sealSeconds: number;
  /**
   * Tests and demos: no closed hours. Back-to-back periods of floor(86400 / round) rounds start at local midnight
   * of `anchorDay`; period p carries the label anchorDay + p days (the real date when the round divides a day).
   */
  alwaysOpen: boolean;
  anchorDay: string;
}

/** The shipped defaults: shared-contracts' DEFAULT_SCHEDULE (what a page states without a runtime config), plus the anchor. */
export const DEFAULT_CALENDAR: CalendarSettings = {
  timeZone: DEFAULT_SCHEDULE.timeZone,
  salesOpenMinute: minuteOfHhMm(DEFAULT_SCHEDULE.salesOpen)!,
  salesCloseMinute: minuteOfHhMm(DEFAULT_SCHEDULE.salesClose)!,
  roundSeconds: DEFAULT_SCHEDULE.roundSeconds,
  sealSeconds: DEFAULT_SCHEDULE.sealSeconds,
  alwaysOpen: DEFAULT_SCHEDULE.alwaysOpen,
  anchorDay: '20260101',
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The issues of a sales day (YYYYMMDD), whatever their sequence width: from the day's date up to the next day's,
 * compared as text (a `<= day + '999'` bound would leave out 4-digit sequences from 9990 on).
 */
export function issuesOfDay(salesDay: string): { from: string; before: string } {
  return { from: salesDay, before: compactDate(addDays(parseCompactDate(salesDay), 1)) };
}

/** One round on the calendar; times are epoch milliseconds. */
export interface RoundSlot {
  issue: string;
  salesDay: string;
  sequence: number;
  opensAt: number;
  sealsAt: number;
  drawsAt: number;
}

interface SalesWindow {
  /** The sales day, 'YYYY-MM-DD'. */
  label: string;
  opensAt: number;
  rounds: number;
}

export class SalesCalendar {
  private readonly roundMs: number;
  private readonly sealMs: number;
  private readonly anchor: string;
  private readonly anchorAt: number;
  private readonly periodRounds: number;
  /** Sequence digits of every issue of this calendar: 3, or more when a day holds more than 999 rounds. */
  readonly sequenceDigits: number;
  private readonly maxSequence: number;

  constructor(readonly settings: CalendarSettings = DEFAULT_CALENDAR) {
    assertTimeZone(settings.timeZone);
    this.roundMs = Math.round(settings.roundSeconds * 1000);
    this.sealMs = Math.round(settings.sealSeconds * 1000);
    if (!(this.roundMs >= 1000)) throw new RangeError('a round lasts at least 1 s');
    if (!(this.sealMs >= 0 && this.sealMs < this.roundMs)) throw new RangeError('the seal window must be shorter than the round');
    for (const m of [settings.salesOpenMinute, settings.salesCloseMinute]) {
      if (!Number.isInteger(m) || m < 0 || m >= 24 * 60) throw new RangeError(`sales hours must be minutes of the day, got ${m}`);
    }
    this.anchor = parseCompactDate(settings.anchorDay);
    this.anchorAt = instantOf(this.anchor, 0, settings.timeZone);
    this.periodRounds = Math.floor(DAY_MS / this.roundMs);
    // From the hours as set: a day that DST makes longer sells no more rounds than its sequence width holds.
    const salesMinutes = ((settings.salesCloseMinute - settings.salesOpenMinute + 24 * 60 - 1) % (24 * 60)) + 1;
    this.sequenceDigits = sequenceDigits(settings.alwaysOpen ? this.periodRounds : Math.floor((salesMinutes * MINUTE_MS) / this.roundMs));
    this.maxSequence = 10 ** this.sequenceDigits - 1;
  }

  /** The issue number of a sales day's round, in this calendar's width. */
  issueOf(salesDay: string, sequence: number): string {
    return formatIssue(salesDay, sequence, this.sequenceDigits);
  }

  /** The round on sale or sealed at this instant, or null when the game is closed. */
  roundAt(at: number): RoundSlot | null {
    for (const w of this.windowsAround(at)) {
      if (at >= w.opensAt && at < w.opensAt + w.rounds * this.roundMs) {
        return this.slot(w, Math.floor((at - w.opensAt) / this.roundMs) + 1);
      }
    }
    return null;
  }

  /** The round with this issue number, or null when the calendar has no such round. */
  roundOfIssue(issue: string): RoundSlot | null {
    const parsed = parseIssue(issue);
    if (!parsed || parsed.digits !== this.sequenceDigits) return null;
    const label = parseCompactDate(parsed.salesDay);
    if (!isCalendarDate(label)) return null; // e.g. 20260230
    const w = this.window(label);
    if (parsed.sequence < 1 || parsed.sequence > w.rounds) return null;
    return this.slot(w, parsed.sequence);
  }

  /** The round after this one on the calendar (the next sales day's first when this was the last). */
  nextRound(round: RoundSlot): RoundSlot {
    const w = this.window(parseCompactDate(round.salesDay));
    if (round.sequence < w.rounds) return this.slot(w, round.sequence + 1);
    for (let d = 1; d <= 7; d++) {
      const next = this.window(addDays(w.label, d));
      if (next.rounds > 0) return this.slot(next, 1);
    }
    throw new RangeError('the calendar has no round within a week');
  }

  /** The first round that opens at or after this instant (the current one if a round is running). */
  roundFrom(at: number): RoundSlot {
    const current = this.roundAt(at);
    if (current) return current;
    const upcoming = this.windowsAround(at).filter((w) => w.opensAt >= at && w.rounds > 0);
    if (upcoming.length > 0) return this.slot(upcoming[0]!, 1);
    const next = this.window(addDays(dateIn(at, this.settings.timeZone), 1));
    if (next.rounds > 0) return this.slot(next, 1);
    throw new RangeError('the calendar has no round within two days');
  }

  /** Rounds whose draw time falls in (after, until], in order: what a scheduler that was down must draw. */
  *roundsDrawnBetween(after: number, until: number): Generator<RoundSlot> {
    let round = this.roundFrom(after); // draws after `after` by construction
    while (round.drawsAt <= until) {
      yield round;
      round = this.nextRound(round);
    }
  }

  private slot(w: SalesWindow, sequence: number): RoundSlot {
    const opensAt = w.opensAt + (sequence - 1) * this.roundMs;
    const drawsAt = opensAt + this.roundMs;
    const salesDay = compactDate(w.label);
    return { issue: this.issueOf(salesDay, sequence), salesDay, sequence, opensAt, sealsAt: drawsAt - this.sealMs, drawsAt };
  }

  /** Windows that may contain the instant, earliest first. */
  private windowsAround(at: number): SalesWindow[] {
    if (this.settings.alwaysOpen) {
      const period = Math.floor((at - this.anchorAt) / (this.periodRounds * this.roundMs));
      return [this.window(addDays(this.anchor, period))];
    }
    const today = dateIn(at, this.settings.timeZone);
    return [this.window(addDays(today, -1)), this.window(today)];
  }

  private window(label: string): SalesWindow {
    const { settings } = this;
    if (settings.alwaysOpen) {
      const period = daysBetween(this.anchor, label);
      return { label, opensAt: this.anchorAt + period * this.periodRounds * this.roundMs, rounds: this.periodRounds };
    }
    const opensAt = instantOf(label, settings.salesOpenMinute, settings.timeZone);
    const closeDay = settings.salesCloseMinute <= settings.salesOpenMinute ? addDays(label, 1) : label;
    const closesAt = instantOf(closeDay, settings.salesCloseMinute, settings.timeZone);
    return { label, opensAt, rounds: Math.min(this.maxSequence, Math.max(0, Math.floor((closesAt - opensAt) / this.roundMs))) };
  }
}
