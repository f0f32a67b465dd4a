import { dateFilterRefusal, isCalendarDate } from './dates';

describe('date filters', () => {
  it.each(['2018-01-01', '2024-02-29', '2026-12-31'])('%s is a calendar date', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2018-13-01', '2029-02-31', '2025-02-29', '2026-04-31', '2026-00-10', '2026-01-00', '0050-01-01', '2026-1-01', '20260101', ' 2026-01-01', '2026-01-01T00:00'])(
    '%s is not',
    (date) => expect(isCalendarDate(date)).toBe(false),
  );

  it('accepts days from 2018-01-01 to today only', () => {
    expect(dateFilterRefusal('2018-01-01', '2026-05-01')).toBeNull();
    expect(dateFilterRefusal('2026-05-01', '2026-05-01')).toBeNull();
    expect(dateFilterRefusal('2017-12-31', '2026-05-01')).toBe('outOfRange');
    expect(dateFilterRefusal('1970-01-01', '2026-05-01')).toBe('outOfRange');
    expect(dateFilterRefusal('2026-05-02', '2026-05-01')).toBe('outOfRange');
    expect(dateFilterRefusal('2100-01-01', '2026-05-01')).toBe('outOfRange');
    expect(dateFilterRefusal('2026-02-31', '2026-05-01')).toBe('invalid');
  });
});
