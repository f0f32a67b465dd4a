import { DEFAULT_CALENDAR, SalesCalendar, issuesOfDay } from './calendar';

/** Epoch ms of a Taipei wall time (UTC+8, no DST). */
const taipei = (iso: string) => Date.parse(`${iso}+08:00`);
const cal = new SalesCalendar();

describe('sales calendar (production defaults: Asia/Taipei, 10:00-02:00, 210 s, seal 30 s)', () => {
  it('opens round 001 at 10:00 sharp', () => {
    expect(cal.roundAt(taipei('2026-11-22T09:59:59.999'))).toBeNull();
    expect(cal.roundAt(taipei('2026-11-22T10:00:00'))).toEqual({
      issue: '20261122001',
      salesDay: '20261122',
      sequence: 1,
      opensAt: taipei('2026-11-22T10:00:00'),
      sealsAt: taipei('2026-11-22T10:03:00'),
      drawsAt: taipei('2026-11-22T10:03:30'),
    });
  });

  it('starts the next round at the draw instant of the previous', () => {
    expect(cal.roundAt(taipei('2026-11-22T10:03:29.999'))!.issue).toBe('20261122001');
    expect(cal.roundAt(taipei('2026-11-22T10:03:30'))!.issue).toBe('20261122002');
  });

  it('keeps the opening date past midnight', () => {
    const r = cal.roundAt(taipei('2026-11-23T00:00:00'))!;
    expect(r.salesDay).toBe('20261122');
    // 14 h after opening = 50400 s = 240 rounds
    expect(r.issue).toBe('20261122241');
  });

  it('runs 274 rounds a day, the last one drawing before 02:00, closed from then to 10:00', () => {
    const last = cal.roundAt(taipei('2026-11-23T01:58:59'))!;
    expect(last.issue).toBe('20261122274');
    expect(last.drawsAt).toBe(taipei('2026-11-23T01:59:00'));
    expect(cal.roundAt(taipei('2026-11-23T01:59:00'))).toBeNull();
    expect(cal.roundAt(taipei('2026-11-23T02:00:00'))).toBeNull();
    expect(cal.roundAt(taipei('2026-11-23T05:00:00'))).toBeNull();
    expect(cal.roundOfIssue('20261122275')).toBeNull();
  });

  it('finds the next round from a closed time and across days', () => {
    expect(cal.roundFrom(taipei('2026-11-23T02:00:00')).issue).toBe('20261123001');
    expect(cal.nextRound(cal.roundOfIssue('20261122274')!).issue).toBe('20261123001');
    expect(cal.nextRound(cal.roundOfIssue('20261122010')!).issue).toBe('20261122011');
  });

  it('maps issue numbers back to their times', () => {
    const r = cal.roundOfIssue('20261122241')!;
    expect(r.opensAt).toBe(taipei('2026-11-23T00:00:00'));
    expect(cal.roundOfIssue('20261122000')).toBeNull();
    expect(cal.roundOfIssue('20260230001')).toBeNull();
    expect(cal.roundOfIssue('2026112200x')).toBeNull();
  });

  it('is DST-free in Taipei: every day has the same 274 rounds, in summer as in winter', () => {
    for (const day of ['2026-03-08', '2026-03-29', '2026-07-01', '2026-11-01', '2026-12-31']) {
      const first = cal.roundAt(taipei(`${day}T10:00:00`))!;
      expect(first.sequence).toBe(1);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(cal.roundAt(taipei(`${next}T01:58:59`))!.sequence).toBe(274);
    }
  });

  it('lists every round that drew while the scheduler was down, across the closed hours', () => {
    const rounds = [...cal.roundsDrawnBetween(taipei('2026-11-23T01:50:00'), taipei('2026-11-23T10:07:00'))];
    expect(rounds.map((r) => r.issue)).toEqual(['20261122272', '20261122273', '20261122274', '20261123001', '20261123002']);
    expect([...cal.roundsDrawnBetween(taipei('2026-11-23T03:00:00'), taipei('2026-11-23T09:00:00'))]).toEqual([]);
  });

  it('honours an operator zone west of UTC', () => {
    const ny = new SalesCalendar({ ...DEFAULT_CALENDAR, timeZone: 'America/New_York' });
    // 2026-07-01 10:00 in New York (EDT, UTC-4)
    expect(ny.roundAt(Date.parse('2026-07-01T14:00:00Z'))!.issue).toBe('20260701001');
    expect(ny.roundAt(Date.parse('2026-07-01T13:59:59Z'))).toBeNull();
  });

  it('refuses impossible settings', () => {
    expect(() => new SalesCalendar({ ...DEFAULT_CALENDAR, sealSeconds: 210 })).toThrow(RangeError);
    expect(() => new SalesCalendar({ ...DEFAULT_CALENDAR, roundSeconds: 0.5 })).toThrow(RangeError);
    expect(() => new SalesCalendar({ ...DEFAULT_CALENDAR, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => new SalesCalendar({ ...DEFAULT_CALENDAR, salesOpenMinute: 1440 })).toThrow(RangeError);
  });
});

describe('always-open calendar (tests and demos)', () => {
  const demo = new SalesCalendar({ ...DEFAULT_CALENDAR, alwaysOpen: true, roundSeconds: 3, sealSeconds: 1, anchorDay: '20260101' });
  const anchor = taipei('2026-01-01T00:00:00');

  it('is never closed and numbers rounds from the anchor', () => {
    expect(demo.roundAt(anchor)!.issue).toBe('2026010100001');
    expect(demo.roundAt(anchor + 3 * 3000 + 10)!.issue).toBe('2026010100004');
    expect(demo.roundAt(taipei('2026-01-01T03:00:00'))).not.toBeNull();
  });

  it('numbers the 28,800 rounds of a day with a 5-digit sequence, the next day following with no gap', () => {
    expect(demo.roundAt(anchor)!.issue).toBe('2026010100001');
    const last = demo.roundOfIssue('2026010128800')!;
    expect(last.drawsAt).toBe(taipei('2026-01-02T00:00:00'));
    expect(demo.nextRound(last)).toMatchObject({ issue: '2026010200001', opensAt: last.drawsAt });
    expect(demo.roundAt(last.drawsAt)!.issue).toBe('2026010200001');
  });

  it('uses the calendar date as the label when a day holds at most 999 rounds', () => {
    const slow = new SalesCalendar({ ...DEFAULT_CALENDAR, alwaysOpen: true, roundSeconds: 100, sealSeconds: 10, anchorDay: '20260101' });
    expect(slow.roundAt(taipei('2026-01-02T00:00:00'))!.issue).toBe('20260102001');
    expect(slow.roundAt(taipei('2026-01-01T23:59:59'))!.issue).toBe('20260101864');
  });

  it('seals the set window before each draw', () => {
    const r = demo.roundAt(anchor + 500)!;
    expect(r.drawsAt - r.sealsAt).toBe(1000);
  });
});

describe('round numbers of a day with more than 999 rounds (LOTTERY_ROUND_SECONDS=20)', () => {
  const alwaysOpen = new SalesCalendar({ ...DEFAULT_CALENDAR, alwaysOpen: true, roundSeconds: 20, sealSeconds: 2 });
  const salesHours = new SalesCalendar({ ...DEFAULT_CALENDAR, roundSeconds: 20, sealSeconds: 2 });

  it("keep today's date and grow the sequence to 4 digits, always open", () => {
    // 12:00 is 2,160 rounds of 20 s after midnight.
    expect(alwaysOpen.roundAt(taipei('2026-11-26T12:00:00'))!.issue).toBe('202611262161');
    expect(alwaysOpen.roundAt(taipei('2026-11-26T23:59:59'))!.issue).toBe('202611264320');
    expect(alwaysOpen.roundAt(taipei('2026-11-27T00:00:00'))!.issue).toBe('202611270001');
  });

  it('sell every round of the sales hours (2,880 from 10:00 to 02:00), not the first 999', () => {
    expect(salesHours.roundAt(taipei('2026-11-22T10:00:00'))!.issue).toBe('202611220001');
    const last = salesHours.roundAt(taipei('2026-11-23T01:59:59'))!;
    expect(last.issue).toBe('202611222880');
    expect(last.drawsAt).toBe(taipei('2026-11-23T02:00:00'));
    expect(salesHours.nextRound(last).issue).toBe('202611230001');
  });

  it('map back to their times, and refuse a number of another width (a round stored under other settings)', () => {
    expect(alwaysOpen.roundOfIssue('202611262161')!.opensAt).toBe(taipei('2026-11-26T12:00:00'));
    expect(alwaysOpen.roundOfIssue('20261126161')).toBeNull();
    expect(alwaysOpen.roundOfIssue('202611264321')).toBeNull();
    expect(cal.roundOfIssue('202611220001')).toBeNull();
  });

  it("are a sales day's when compared as text within its date and the next", () => {
    const { from, before } = issuesOfDay('20261231');
    expect(['202612310001', '202612319999', '2026123199999', '20261231999'].every((i) => i >= from && i < before)).toBe(true);
    expect(['202701010001', '20261230999'].some((i) => i >= from && i < before)).toBe(false);
  });

  it('stay in draw order whether compared as text or as numbers, across midnight', () => {
    const issues = [...alwaysOpen.roundsDrawnBetween(taipei('2026-11-26T23:59:00'), taipei('2026-11-27T00:01:00'))].map((r) => r.issue);
    expect(issues).toHaveLength(6);
    expect(issues).toContain('202611270001');
    expect([...issues].sort()).toEqual(issues);
    expect([...issues].sort((a, b) => Number(a) - Number(b))).toEqual(issues);
  });
});
