/** The lottery calendar as players are told it: what the server runs (the runtime config carries it), else these. */
export interface Schedule {
  roundSeconds: number;
  /** Betting seals this long before the draw. */
  sealSeconds: number;
  /** HH:MM in `timeZone`; a close at or before the open is on the next day. */
  salesOpen: string;
  salesClose: string;
  /** The operator's IANA time zone: sales hours, and the days the api counts (order lists, results). */
  timeZone: string;
  /** No closed hours (tests and demos): the sales hours mean nothing. */
  alwaysOpen: boolean;
}

/**
 * The shipped defaults of the lottery calendar (docs/game-rules.md; api/src/lottery/engine/settings.ts reads the
 * operator's LOTTERY_* settings over them): what a page shows when its runtime config names no schedule.
 */
export const DEFAULT_SCHEDULE: Schedule = {
  roundSeconds: 210,
  sealSeconds: 30,
  salesOpen: '10:00',
  salesClose: '02:00',
  timeZone: 'Asia/Taipei',
  alwaysOpen: false,
};

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const isSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isHhMm = (v: unknown): v is string => typeof v === 'string' && HH_MM.test(v);

/** Whether Intl knows the zone (a page formatting dates in an unknown one would throw). */
function isTimeZone(v: unknown): v is string {
  if (typeof v !== 'string' || v === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

/** A schedule read from outside (config.json, the page), or null when any field is missing or malformed. */
export function scheduleOf(given: unknown): Schedule | null {
  if (typeof given !== 'object' || given === null) return null;
  const { roundSeconds, sealSeconds, salesOpen, salesClose, timeZone, alwaysOpen } = given as Record<string, unknown>;
  if (!isSeconds(roundSeconds) || !isSeconds(sealSeconds) || !isHhMm(salesOpen) || !isHhMm(salesClose)) return null;
  if (!isTimeZone(timeZone) || typeof alwaysOpen !== 'boolean') return null;
  return { roundSeconds, sealSeconds, salesOpen, salesClose, timeZone, alwaysOpen };
}
