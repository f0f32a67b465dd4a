import { dateIn, dateRange, dayOf, startOfDate } from './period';

describe('ledger periods', () => {
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
});
