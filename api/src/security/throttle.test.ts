import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/schema';
import { ERR } from '../i18n/errors';
import { buildTestDb, testDatabaseUrl } from '../testing/app';
import { PgThrottleStore } from './pgThrottleStore';
import { Throttle, minutesOf, reserveAll, throttledCheck, type ThrottleOptions } from './throttle';
import { MemoryThrottleStore, type ThrottleStore } from './throttleStore';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const MIN = 60_000;
type Clock = ReturnType<typeof clock>;

/** Refused as busy: the attempts in flight filling the key did not settle within the wait. */
const busy = expect.objectContaining({ def: ERR.attemptBusy });

/** The promises' answers as they come: the ones missing are still waiting. */
function watched<T>(promises: Promise<T>[]): T[] {
  const answers: T[] = [];
  for (const promise of promises) void promise.then((answer) => answers.push(answer));
  return answers;
}

let pg: Awaited<ReturnType<typeof buildTestDb>> | null = null;
beforeAll(async () => {
  if (testDatabaseUrl()) pg = await buildTestDb();
});
afterAll(async () => pg?.close());

let names = 0;
/** The same rules on either store; each throttle gets its own name, so tests sharing the table never meet. */
const stores: [string, (c: Clock) => ThrottleStore][] = [
  ['memory', () => new MemoryThrottleStore()],
  ...(testDatabaseUrl()
    ? [['PostgreSQL', (c: Clock) => new PgThrottleStore(pg!.db, { now: c.now })] as [string, (c: Clock) => ThrottleStore]]
    : []),
];

describe.each(stores)('Throttle (%s)', (_, storeFor) => {
  // A short wait for attempts in flight, unless a test names its own.
  const throttle = (c: Clock, rules: Omit<ThrottleOptions, 'now' | 'store'>) =>
    new Throttle({ busyWaitMs: 50, ...rules, name: `t${++names}`, store: storeFor(c), now: c.now });

  it('locks a key at the limit within the window, for lockMs', async () => {
    const c = clock();
    const t = throttle(c, { windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN });
    await t.fail('k');
    await t.fail('k');
    expect(await t.lockedFor('k')).toBe(0);
    await t.fail('k');
    expect(await t.lockedFor('k')).toBe(MIN);
    expect(await t.lockedFor('other')).toBe(0);
    c.advance(MIN);
    expect(await t.lockedFor('k')).toBe(0);
  });

  it('forgets failures outside the window', async () => {
    const c = clock();
    const t = throttle(c, { windowMs: 10 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN });
    await t.fail('k');
    await t.fail('k');
    c.advance(11 * MIN);
    await t.fail('k');
    expect(await t.lockedFor('k')).toBe(0);
  });

  it('doubles the lock on repeated guessing, capped, and starts over after a quiet spell', async () => {
    const c = clock();
    const t = throttle(c, { windowMs: 15 * MIN, limit: 2, lockMs: MIN, maxLockMs: 4 * MIN });
    const locks: number[] = [];
    for (let i = 0; i < 5; i++) {
      await t.fail('k');
      await t.fail('k');
      locks.push(await t.lockedFor('k'));
      c.advance(await t.lockedFor('k'));
    }
    expect(locks).toEqual([MIN, 2 * MIN, 4 * MIN, 4 * MIN, 4 * MIN]);
    c.advance(5 * MIN);
    await t.fail('k');
    await t.fail('k');
    expect(await t.lockedFor('k')).toBe(MIN);
  });

  it('reset clears a key', async () => {
    const c = clock();
    const t = throttle(c, { windowMs: MIN, limit: 1, lockMs: MIN, maxLockMs: MIN });
    await t.fail('a');
    expect(await t.lockedFor('a')).toBe(MIN);
    await t.reset('a');
    expect(await t.lockedFor('a')).toBe(0);
  });

  it('attempts in flight count: a parallel burst reserves at most `limit`; the rest wait and are told the lock their failures set', async () => {
    const t = throttle(clock(), { windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN, busyWaitMs: 10_000 });
    const burst = Array.from({ length: 10 }, () => t.reserve('k'));
    const answers = watched(burst);
    await sleep(300);
    expect(answers).toEqual([0, 0, 0]);
    await Promise.all([t.fail('k'), t.fail('k'), t.fail('k')]);
    expect((await Promise.all(burst)).sort((x, y) => x - y)).toEqual([0, 0, 0, ...Array(7).fill(MIN)]);
    expect(await t.lockedFor('k')).toBe(MIN);
    expect(await t.reserve('k')).toBe(MIN);
  });

  it('an attempt waiting on a full key starts as soon as an attempt ahead succeeds or is given back', async () => {
    const t = throttle(clock(), { windowMs: 15 * MIN, limit: 2, lockMs: MIN, maxLockMs: 15 * MIN, busyWaitMs: 10_000 });
    expect([await t.reserve('k'), await t.reserve('k')]).toEqual([0, 0]);
    const behind = [t.reserve('k'), t.reserve('k')];
    const answers = watched(behind);
    await sleep(100);
    expect(answers).toEqual([]);
    await t.release('k');
    await t.reset('k');
    expect(await Promise.all(behind)).toEqual([0, 0]);
  });

  it('a key still full when the wait ends is refused as busy, not locked, and nothing counts', async () => {
    const t = throttle(clock(), { windowMs: 15 * MIN, limit: 1, lockMs: MIN, maxLockMs: 15 * MIN });
    expect(await t.reserve('k')).toBe(0);
    const started = performance.now();
    await expect(t.reserve('k')).rejects.toEqual(busy);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(await t.lockedFor('k')).toBe(0);
    await t.release('k');
    expect(await t.reserve('k')).toBe(0);
  });

  it('failures counted under a higher limit lock the key once the limit is lowered (never busy with nothing in flight)', async () => {
    const c = clock();
    const store = storeFor(c);
    const rules = { name: `t${++names}`, windowMs: 15 * MIN, lockMs: MIN, maxLockMs: 15 * MIN, store, now: c.now, busyWaitMs: 50 };
    const before = new Throttle({ ...rules, limit: 3 });
    await before.fail('k');
    await before.fail('k');
    expect(await new Throttle({ ...rules, limit: 2 }).reserve('k')).toBe(MIN);
  });

  it('a released attempt does not count; a reset (success) clears failures but not the attempts still in flight', async () => {
    const t = throttle(clock(), { windowMs: 15 * MIN, limit: 3, lockMs: MIN, maxLockMs: 15 * MIN });
    expect(await t.reserve('k')).toBe(0);
    await t.release('k');
    expect([await t.reserve('k'), await t.reserve('k'), await t.reserve('k')]).toEqual([0, 0, 0]);
    await expect(t.reserve('k')).rejects.toEqual(busy);
    await t.fail('k');
    await expect(t.reserve('k')).rejects.toEqual(busy);
    await t.reset('k');
    // The failure is cleared, one attempt is still in flight: two more may start, not three.
    expect([await t.reserve('k'), await t.reserve('k')]).toEqual([0, 0]);
    await expect(t.reserve('k')).rejects.toEqual(busy);
  });

  it('a reservation never settled lapses with the window', async () => {
    const c = clock();
    const t = throttle(c, { windowMs: 10 * MIN, limit: 1, lockMs: MIN, maxLockMs: MIN });
    expect(await t.reserve('k')).toBe(0);
    await expect(t.reserve('k')).rejects.toEqual(busy);
    c.advance(10 * MIN);
    expect(await t.reserve('k')).toBe(0);
  });

  it('reserveAll reserves on every guard or on none', async () => {
    const c = clock();
    const store = storeFor(c);
    const rules = { windowMs: 15 * MIN, lockMs: MIN, maxLockMs: 15 * MIN, store, now: c.now, busyWaitMs: 50 };
    const wide = new Throttle({ ...rules, name: `t${++names}`, limit: 5 });
    const narrow = new Throttle({ ...rules, name: `t${++names}`, limit: 1 });
    expect(
      await reserveAll([
        [wide, 'k'],
        [narrow, 'k'],
      ]),
    ).toBe(0);
    await expect(
      reserveAll([
        [wide, 'k'],
        [narrow, 'k'],
      ]),
    ).rejects.toEqual(busy);
    // The refused call reserved nothing on the open throttle: 4 of its 5 are still free.
    const more = await Promise.allSettled(Array.from({ length: 5 }, () => wide.reserve('k')));
    expect(more.filter((answer) => answer.status === 'fulfilled' && answer.value === 0)).toHaveLength(4);
    // A locked key answers its lock at once, whatever the others.
    await narrow.fail('k');
    expect(
      await reserveAll([
        [wide, 'k'],
        [narrow, 'k'],
      ]),
    ).toBe(MIN);
  });

  it('throttledCheck settles each attempt: a wrong secret fails every guard, a right one settles each as told, an error gives it back', async () => {
    const c = clock();
    const store = storeFor(c);
    const rules = { windowMs: 15 * MIN, limit: 2, lockMs: MIN, maxLockMs: 15 * MIN, store, now: c.now, busyWaitMs: 50 };
    const [kept, released] = [new Throttle({ ...rules, name: `t${++names}` }), new Throttle({ ...rules, name: `t${++names}` })];
    const check = (answer: () => Promise<string | null>) =>
      throttledCheck({
        guards: [
          [kept, 'k'],
          [released, 'k'],
        ],
        check: answer,
        locked: ERR.codeLocked,
        wrong: ERR.codeWrong,
        onPass: ['reset', 'release'],
      });
    await expect(check(async () => null)).rejects.toMatchObject({ def: ERR.codeWrong });
    await expect(check(async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await check(async () => 'found')).toBe('found');
    // The reset cleared the first guard's failure; the second keeps it (a release counts nothing either way).
    await expect(check(async () => null)).rejects.toMatchObject({ def: ERR.codeWrong });
    expect(await kept.lockedFor('k')).toBe(0);
    expect(await released.lockedFor('k')).toBe(MIN);
    await expect(check(async () => 'found')).rejects.toMatchObject({ def: ERR.codeLocked, params: { minutes: 1 } });
  });
});

it('memory stays bounded', async () => {
  const t = new Throttle({ windowMs: MIN, limit: 1, lockMs: MIN, maxLockMs: MIN, maxEntries: 10 });
  for (let i = 0; i < 100; i++) await t.fail(`k${i}`);
  expect(await t.lockedFor('k0')).toBe(0); // evicted
  expect(await t.lockedFor('k99')).toBeGreaterThan(0);
});

(testDatabaseUrl() ? it : it.skip)('the PostgreSQL table is pruned of rows that no longer count', async () => {
  const c = clock();
  const db: Db = pg!.db;
  const store = new PgThrottleStore(db, { now: c.now, pruneEveryMs: MIN });
  const rules = { windowMs: 10 * MIN, limit: 2, lockMs: MIN, maxLockMs: 4 * MIN, now: c.now, store };
  const t = new Throttle({ ...rules, name: `t${++names}` });
  // Any change may prune; this one's own rows are not counted.
  const probe = new Throttle({ ...rules, name: `t${++names}` });
  const rows = async () => {
    await probe.lockedFor('x');
    const table = db.withTables<{ throttle_entries: { throttle: string } }>();
    return (await table.selectFrom('throttle_entries').select('throttle').where('throttle', '=', t.slot('').throttle).execute()).length;
  };
  await t.fail('failed once');
  await t.fail('locked');
  await t.fail('locked');
  expect(await rows()).toBe(2);
  // The lock (to +1 min) still lengthens a next one until maxLockMs after it ends: +5 min.
  c.advance(5 * MIN);
  expect(await rows()).toBe(2);
  c.advance(MIN);
  expect(await rows()).toBe(1);
  // The failure counts until the window (10 min) is past.
  c.advance(4 * MIN + 1);
  expect(await rows()).toBe(0);
});

it('rounds waits up to whole minutes', () => {
  expect(minutesOf(1)).toBe(1);
  expect(minutesOf(61_000)).toBe(2);
});
