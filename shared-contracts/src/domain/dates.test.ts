import { dateFilterRefusal, dateInZone, formatMinute, formatTime, fromDateText, isCalendarDate, toDateText } from './dates';

describe('date filters', () => {
  it.each(['2018-01-01', '2024-02-29', '2026-12-31'])('%s is a calendar date', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    '2018-13-01',
    '2029-02-31',
    '2025-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '0050-01-01',
    '2026-1-01',
    '20260101',
    ' 2026-01-01',
    '2026-01-01T00:00',
  ])('%s is not', (date) => expect(isCalendarDate(date)).toBe(false));

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

describe('date texts', () => {
  it('writes a local day as YYYY-MM-DD and reads it back to its midnight', () => {
    expect(toDateText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(fromDateText('2018-01-01')).toEqual(new Date(2018, 0, 1));
    expect(toDateText(fromDateText('2024-02-29'))).toBe('2024-02-29');
    expect(formatTime(new Date(2026, 10, 22, 9, 5, 7).getTime() / 1000)).toBe('2026-11-22 09:05:07');
    expect(formatMinute(new Date(2026, 10, 22, 9, 5, 7).getTime() / 1000)).toBe('2026-11-22 09:05');
  });
});

describe('dateInZone', () => {
  it("names the lottery zone's day, not the phone's: 2026-11-26 17:30 UTC is the 27th in Taipei and still the 26th in New York", () => {
    const at = Date.UTC(2026, 10, 26, 17, 30);
    expect(dateInZone(at, 'Asia/Taipei')).toBe('2026-11-27');
    expect(dateInZone(new Date(at), 'America/New_York')).toBe('2026-11-26');
  });
});
