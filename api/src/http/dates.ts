import { FIRST_FILTER_DATE, dateFilterRefusal, type Locale } from 'shared-contracts';
import { addDays, dateIn } from '../domain/time';
import type { Dialect } from './legacy/dialect';
import { AppError, ERR } from '../i18n/errors';
import { fieldLabel } from '../i18n/translate';

/**
 * The date filters of every call, by the one shared rule (shared-contracts domain/dates): a real day from
 * 2018-01-01 to today, today being the date now in the zone the call counts its days in.
 */
export function checkDate(date: string, field: string, lang: Locale, timeZone: string, now = Date.now()): string {
  const refusal = dateFilterRefusal(date, dateIn(now, timeZone));
  if (refusal === 'invalid') throw new AppError(ERR.dateInvalid, { field: fieldLabel(lang, field) });
  if (refusal === 'outOfRange') throw new AppError(ERR.dateOutOfRange, { field: fieldLabel(lang, field), first: FIRST_FILTER_DATE });
  return date;
}

/**
 * A begin_date/end_date pair: each by checkDate, and begin <= end. The legacy client sends its phone's today as the
 * end: on a phone behind the zone (UTC after 16:00 for Asia/Taipei) that is the zone's yesterday, and what was made
 * minutes ago would be missing, so in its dialect an end one day behind today reads as today (issue 42).
 */
export function checkDateRange(
  input: { begin_date: string; end_date: string },
  lang: Locale,
  timeZone: string,
  dialect: Dialect,
  now = Date.now(),
): { begin: string; end: string } {
  const begin = checkDate(input.begin_date, 'begin_date', lang, timeZone, now);
  const sent = checkDate(input.end_date, 'end_date', lang, timeZone, now);
  if (begin > sent) throw new AppError(ERR.dateOrder);
  const today = dateIn(now, timeZone);
  const end = dialect === 'legacy' && sent === addDays(today, -1) ? today : sent;
  return { begin, end };
}
