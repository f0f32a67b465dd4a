import { FIRST_FILTER_DATE, dateFilterRefusal, type Locale } from 'shared-contracts';
import { dateIn } from '../domain/time';
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

/** A begin_date/end_date pair: each by checkDate, and begin <= end. */
export function checkDateRange(
  input: { begin_date: string; end_date: string },
  lang: Locale,
  timeZone: string,
  now = Date.now(),
): { begin: string; end: string } {
  const begin = checkDate(input.begin_date, 'begin_date', lang, timeZone, now);
  const end = checkDate(input.end_date, 'end_date', lang, timeZone, now);
  if (begin > end) throw new AppError(ERR.dateOrder);
  return { begin, end };
}
