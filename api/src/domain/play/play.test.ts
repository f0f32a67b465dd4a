import { breakAt, breakEnd, changeLimit, limitAt, limitPassed, LIMIT_RAISE_DELAY_MS, NO_LIMIT, periodOf, takeBreakAt } from '.';
import { wallClock } from '../time';

const TPE = 'Asia/Taipei';
const HOUR = 3_600_000;

describe('limit periods (weeks from Monday, calendar months, the zone’s days)', () => {
  const wednesday = Date.UTC(2026, 10, 25, 6); // Wed 2026-11-25 14:00 in Taipei
  it('cuts a Taipei day at 16:00 UTC', () => {
    expect(periodOf(wednesday, 'day', TPE)).toEqual({ from: Date.UTC(2026, 10, 24, 16), to: Date.UTC(2026, 10, 25, 16) });
  });
  it('starts the week on Monday 00:00, also when today is Sunday or Monday', () => {
    const week = { from: Date.UTC(2026, 10, 22, 16), to: Date.UTC(2026, 10, 29, 16) }; // Mon 23 - Mon 30
    expect(periodOf(wednesday, 'week', TPE)).toEqual(week);
    expect(periodOf(Date.UTC(2026, 10, 29, 15, 59), 'week', TPE)).toEqual(week); // Sunday 23:59
    expect(periodOf(Date.UTC(2026, 10, 22, 16), 'week', TPE)).toEqual(week); // Monday 00:00
  });
  it('takes the calendar month, December into January and a short February', () => {
    expect(periodOf(Date.UTC(2026, 11, 31, 12), 'month', TPE)).toEqual({
      from: Date.UTC(2026, 10, 30, 16),
      to: Date.UTC(2026, 11, 31, 16),
    });
    expect(periodOf(Date.UTC(2026, 11, 31, 16), 'month', TPE).from).toBe(Date.UTC(2026, 11, 31, 16)); // 2027-01-01 00:00 Taipei
    const feb = periodOf(Date.UTC(2027, 1, 10), 'month', 'UTC');
    expect(feb.to - feb.from).toBe(28 * 24 * HOUR);
  });
  it('writes the reset time on the zone’s clock', () => {
    expect(wallClock(periodOf(wednesday, 'day', TPE).to, TPE)).toBe('2026-11-26 00:00');
  });
});

describe('changing a limit', () => {
  const now = Date.UTC(2026, 10, 25);
  it('lowers at once and drops a pending raise', () => {
    const raised = changeLimit({ amount: 10_000, pending: null }, 50_000, now);
    expect(raised).toEqual({ amount: 10_000, pending: { amount: 50_000, effectiveAt: now + LIMIT_RAISE_DELAY_MS } });
    expect(changeLimit(raised, 5_000, now + HOUR)).toEqual({ amount: 5_000, pending: null });
  });
  it('sets a first limit at once (stricter than none)', () => {
    expect(changeLimit(NO_LIMIT, 5_000, now)).toEqual({ amount: 5_000, pending: null });
  });
  it('waits 24 h to raise or remove, then applies when read', () => {
    const removal = changeLimit({ amount: 5_000, pending: null }, null, now);
    expect(removal.pending).toEqual({ amount: null, effectiveAt: now + 24 * HOUR });
    expect(limitAt(removal, now + 24 * HOUR - 1).amount).toBe(5_000);
    expect(limitAt(removal, now + 24 * HOUR)).toEqual(NO_LIMIT);
  });
  it('restarts the wait when a raise is asked again, from the limit in force', () => {
    const first = changeLimit({ amount: 5_000, pending: null }, 8_000, now);
    expect(changeLimit(first, 9_000, now + HOUR)).toEqual({ amount: 5_000, pending: { amount: 9_000, effectiveAt: now + 25 * HOUR } });
  });
  it('keeps the amount in force and drops the pending change when the same amount is asked', () => {
    const first = changeLimit({ amount: 5_000, pending: null }, 8_000, now);
    expect(changeLimit(first, 5_000, now + HOUR)).toEqual({ amount: 5_000, pending: null });
  });
});

describe('limit checks', () => {
  it('refuses what would pass the first limit, allows up to it exactly', () => {
    const uses = [
      { period: 'day' as const, amount: 10_000, used: 6_000 },
      { period: 'week' as const, amount: null, used: 6_000 },
    ];
    expect(limitPassed(uses, 4_000)).toBeNull();
    expect(limitPassed(uses, 4_001)).toEqual(uses[0]);
  });
  it('counts a period’s wins as room (used below zero)', () => {
    expect(limitPassed([{ period: 'day', amount: 1_000, used: -500 }], 1_500)).toBeNull();
    expect(limitPassed([{ period: 'day', amount: 1_000, used: -500 }], 1_501)).not.toBeNull();
  });
});

describe('breaks', () => {
  const now = Date.UTC(2026, 10, 25, 10);
  it('ends after its length (months by the calendar)', () => {
    expect(breakEnd('24h', now)).toBe(now + 24 * HOUR);
    expect(breakEnd('30d', now)).toBe(now + 30 * 24 * HOUR);
    expect(breakEnd('6m', now)).toBe(Date.UTC(2027, 4, 25, 10));
    expect(breakEnd('5y', now)).toBe(Date.UTC(2031, 10, 25, 10));
  });
  it('may be extended, never shortened; an exclusion stays one', () => {
    const exclusion = takeBreakAt(null, '6m', now);
    expect(exclusion).toEqual({ kind: 'exclusion', until: Date.UTC(2027, 4, 25, 10) });
    expect(takeBreakAt(exclusion as never, '30d', now + HOUR)).toBe('shortens');
    expect(takeBreakAt({ kind: 'timeout', until: now + 24 * HOUR }, '7d', now)).toEqual({ kind: 'timeout', until: now + 7 * 24 * HOUR });
    expect(takeBreakAt({ kind: 'timeout', until: now + 24 * HOUR }, '1y', now)).toMatchObject({ kind: 'exclusion' });
  });
  it('is over once its time has passed', () => {
    expect(breakAt({ kind: 'timeout', until: now }, now - 1)).not.toBeNull();
    expect(breakAt({ kind: 'timeout', until: now }, now)).toBeNull();
  });
});
