import {
  addDays,
  compactDate,
  dateIn,
  dateRange,
  dayOf,
  daysBetween,
  hhMmOf,
  instantOf,
  minuteOfHhMm,
  parseCompactDate,
  startOfDate,
  wallClock,
} from '.';

describe('zoned days', () => {
  it('starts a Taipei day at 16:00 UTC the day before', () => {
    expect(startOfDate('2026-11-22', 'Asia/Taipei')).toBe(Date.UTC(2026, 10, 21, 16));
  });

  it('covers both dates of a range, whole days', () => {
    const range = dateRange('2026-11-01', '2026-11-02', 'Asia/Taipei');
    expect(range.to - range.from).toBe(2 * 86_400_000);
  });

  it('names the date of an instant in the zone', () => {
    const justAfterMidnightTaipei = Date.UTC(2026, 10, 21, 16, 0, 1);
    expect(dateIn(justAfterMidnightTaipei, 'Asia/Taipei')).toBe('2026-11-22');
    expect(dateIn(justAfterMidnightTaipei, 'UTC')).toBe('2026-11-21');
  });

  it('finds today and yesterday', () => {
    const now = Date.UTC(2026, 10, 22, 3); // 11:00 in Taipei
    expect(dayOf(now, 'Asia/Taipei')).toEqual({ from: Date.UTC(2026, 10, 21, 16), to: Date.UTC(2026, 10, 22, 16) });
    expect(dayOf(now, 'Asia/Taipei', 1)).toEqual({ from: Date.UTC(2026, 10, 20, 16), to: Date.UTC(2026, 10, 21, 16) });
  });

  it('handles a day with a daylight-saving change (23 hours long)', () => {
    const range = dateRange('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(range.to - range.from).toBe(23 * 3_600_000);
    expect(range.from).toBe(Date.UTC(2026, 2, 28, 23));
  });

  it('finds the instant of a wall time, and writes an instant on the wall clock', () => {
    const tenInTaipei = instantOf('2026-11-22', 600, 'Asia/Taipei');
    expect(tenInTaipei).toBe(Date.UTC(2026, 10, 22, 2));
    expect(wallClock(tenInTaipei + 59_999, 'Asia/Taipei')).toBe('2026-11-22 10:00');
  });
});

describe('dates with no zone', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('converts to and from YYYYMMDD, refusing other text', () => {
    expect(compactDate('2026-11-22')).toBe('20261122');
    expect(parseCompactDate('20261122')).toBe('2026-11-22');
    expect(() => parseCompactDate('2026-11-22')).toThrow(RangeError);
  });

  it('reads and writes times of day', () => {
    expect(hhMmOf(120)).toBe('02:00');
    expect(minuteOfHhMm('10:00')).toBe(600);
    expect(minuteOfHhMm('9:05')).toBe(545);
    expect(minuteOfHhMm('24:00')).toBeNull();
    expect(minuteOfHhMm('10:60')).toBeNull();
  });
});
