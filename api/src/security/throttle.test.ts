import { Throttle, minutesOf } from './throttle';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('Throttle', () => {
  const MIN = 60_000;

  it('locks a key at the limit within the window, for lockMs', () => {
    const c = clock();
    const t = new Throttle({ windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN, now: c.now });
    t.fail('k');
    t.fail('k');
    expect(t.lockedFor('k')).toBe(0);
    t.fail('k');
    expect(t.lockedFor('k')).toBe(MIN);
    expect(t.lockedFor('other')).toBe(0);
    c.advance(MIN);
    expect(t.lockedFor('k')).toBe(0);
  });

  it('forgets failures outside the window', () => {
    const c = clock();
    const t = new Throttle({ windowMs: 10 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN, now: c.now });
    t.fail('k');
    t.fail('k');
    c.advance(11 * MIN);
    t.fail('k');
    expect(t.lockedFor('k')).toBe(0);
  });

  it('doubles the lock on repeated guessing, capped, and starts over after a quiet spell', () => {
    const c = clock();
    const t = new Throttle({ windowMs: 15 * MIN, limit: 2, lockMs: MIN, maxLockMs: 4 * MIN, now: c.now });
    const locks: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.fail('k');
      t.fail('k');
      locks.push(t.lockedFor('k'));
      c.advance(t.lockedFor('k'));
    }
    expect(locks).toEqual([MIN, 2 * MIN, 4 * MIN, 4 * MIN, 4 * MIN]);
    c.advance(5 * MIN);
    t.fail('k');
    t.fail('k');
    expect(t.lockedFor('k')).toBe(MIN);
  });

  it('reset clears a key; memory stays bounded', () => {
    const t = new Throttle({ windowMs: MIN, limit: 1, lockMs: MIN, maxLockMs: MIN, maxEntries: 10 });
    t.fail('a');
    t.reset('a');
    expect(t.lockedFor('a')).toBe(0);
    for (let i = 0; i < 100; i++) t.fail(`k${i}`);
    expect(t.lockedFor('k0')).toBe(0); // evicted
    expect(t.lockedFor('k99')).toBeGreaterThan(0);
  });

  it('attempts in flight count: a burst reserves at most `limit`, whatever its size', () => {
    const t = new Throttle({ windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN, now: clock().now });
    const answers = Array.from({ length: 10 }, () => t.reserve('k'));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    // The refused ones are told the lock the reserved ones would set.
    expect(answers.slice(3).every((wait) => wait === MIN)).toBe(true);
    t.fail('k');
    t.fail('k');
    t.fail('k');
    expect(t.lockedFor('k')).toBe(MIN);
    expect(t.reserve('k')).toBe(MIN);
  });

  it('a released attempt does not count; a reset (success) clears failures but not the attempts still in flight', () => {
    const t = new Throttle({ windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN, now: clock().now });
    expect(t.reserve('k')).toBe(0);
    t.release('k');
    expect([t.reserve('k'), t.reserve('k'), t.reserve('k')]).toEqual([0, 0, 0]);
    expect(t.reserve('k')).toBeGreaterThan(0);
    t.fail('k');
    expect(t.reserve('k')).toBeGreaterThan(0);
    t.reset('k');
    // The failure is cleared, one attempt is still in flight: two more may start, not three.
    expect([t.reserve('k'), t.reserve('k')]).toEqual([0, 0]);
    expect(t.reserve('k')).toBeGreaterThan(0);
  });

  it('a reservation never settled lapses with the window', () => {
    const c = clock();
    const t = new Throttle({ windowMs: 10 * MIN, limit: 1, lockMs: MIN, maxLockMs: MIN, now: c.now });
    expect(t.reserve('k')).toBe(0);
    expect(t.reserve('k')).toBe(MIN);
    c.advance(10 * MIN);
    expect(t.reserve('k')).toBe(0);
  });

  it('rounds waits up to whole minutes', () => {
    expect(minutesOf(1)).toBe(1);
    expect(minutesOf(61_000)).toBe(2);
  });
});
