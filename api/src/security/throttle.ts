import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, ERR, type ErrorDef } from '../i18n/errors';
import {
  isFull,
  waitOf,
  withFailure,
  withReleased,
  withReserved,
  withReset,
  type ThrottleEntry,
  type ThrottleRules,
} from './throttleRules';
import { MemoryThrottleStore, type ThrottleSlot, type ThrottleStore } from './throttleStore';

/**
 * Counts failures per key in a sliding window; at `limit` failures the key is locked for `lockMs`,
 * doubling with each further lock up to `maxLockMs`, so a lock never lasts long but repeated guessing slows
 * to a crawl. The entries live in a store (throttleStore.ts): one process's memory on SQLite, a table shared by
 * every api process on PostgreSQL (pgThrottleStore.ts), so the limits hold however many processes serve.
 *
 * An attempt is reserved BEFORE the slow check it guards (`reserve`), then settled: `fail` (it counts),
 * `release` (it does not) or `reset` (a success that clears the key). Reserved attempts count against the
 * limit while in flight, so a parallel burst gets at most `limit` checks per window, whatever its size:
 * the store runs the check and the reservation as one step no other change of the key comes between.
 * An attempt finding the key full of attempts in flight (not locked) waits for them, as they may well succeed
 * (members behind one address logging in at once, a withdrawal sent twice), and is refused as busy (20019, never
 * as locked) only if the key is still full when the wait ends.
 */
export interface ThrottleOptions extends ThrottleRules {
  /** Tells this throttle's keys from other throttles' in a shared store. */
  name?: string;
  /** Where the entries live; by default its own memory of at most `maxEntries`. */
  store?: ThrottleStore;
  maxEntries?: number;
  now?: () => number;
  /** How long an attempt waits for the attempts in flight that fill its key (default BUSY_WAIT_MS). */
  busyWaitMs?: number;
}

/** Time enough for the checks ahead (scrypt, a few at a time), short of a member's patience. */
export const BUSY_WAIT_MS = 3_000;
/** Pauses between two looks at a full key: doubling up to the longest, jittered so the waiting ones spread out. */
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

export class Throttle {
  readonly store: ThrottleStore;
  private readonly name: string;
  private readonly rules: ThrottleRules;
  readonly now: () => number;
  readonly busyWaitMs: number;

  constructor(options: ThrottleOptions) {
    const { name, store, maxEntries, now, busyWaitMs, ...rules } = options;
    this.name = name ?? 'throttle';
    this.store = store ?? new MemoryThrottleStore(maxEntries);
    this.rules = rules;
    this.now = now ?? Date.now;
    this.busyWaitMs = busyWaitMs ?? BUSY_WAIT_MS;
  }

  /** Milliseconds until the key's lock ends (0 when not locked; attempts in flight lock nothing). */
  lockedFor(key: string): Promise<number> {
    return this.store.change([this.slot(key)], ([entry]) => ({ result: waitOf(entry, this.rules, this.now()) }));
  }

  /**
   * Reserves one attempt: answers 0 (reserved: settle it) or, when the key is locked, the lock's wait (nothing
   * reserved). While attempts in flight fill the key, waits for them; still full after `busyWaitMs`: throws 20019.
   */
  reserve(key: string): Promise<number> {
    return reserveAll([[this, key]]);
  }

  /** Settles a reserved attempt (if any) as a failure, or for plain rate limits as one use; locks the key at the limit. */
  fail(key: string): Promise<void> {
    return this.settle(key, (entry) => withFailure(entry, this.rules, this.now()));
  }

  /** Gives a reserved attempt back: it does not count. */
  release(key: string): Promise<void> {
    return this.settle(key, withReleased);
  }

  /** A success: settles a reserved attempt and clears the key's failures and lock (other attempts in flight still count). */
  reset(key: string): Promise<void> {
    return this.settle(key, withReset);
  }

  /** The key as its store knows it. */
  slot(key: string): ThrottleSlot {
    return { throttle: this.name, key, rules: this.rules };
  }

  private settle(key: string, next: (entry: ThrottleEntry | undefined) => ThrottleEntry | null): Promise<void> {
    return this.store.change([this.slot(key)], ([entry]) => ({ result: undefined, entries: [next(entry)] }));
  }
}

/** One key of one throttle. */
export type Guard = readonly [Throttle, string];

/**
 * Reserves one attempt on every guard, or on none: answers 0, or the longest lock's wait when any is locked. While
 * attempts in flight fill a key, waits for them (polling: they may settle in another process), at most the longest
 * `busyWaitMs` of the guards; then throws 20019 (busy). The guards' throttles share one store, and their keys are
 * taken together (on PostgreSQL, locked in one fixed order).
 */
export async function reserveAll(guards: readonly Guard[]): Promise<number> {
  const store = guards[0]![0].store;
  if (guards.some(([throttle]) => throttle.store !== store)) throw new Error('reserveAll: the throttles must share one store');
  const deadline = performance.now() + Math.max(...guards.map(([throttle]) => throttle.busyWaitMs));
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(2 * pause, LONGEST_PAUSE_MS)) {
    const answer = await tryReserveAll(store, guards);
    if (answer !== 'full') return answer;
    const left = deadline - performance.now();
    if (left <= 0) throw new AppError(ERR.attemptBusy);
    await sleep(Math.min(left, pause * (0.5 + randomInt(1_000) / 1_000)));
  }
}

/** One look at the keys: the longest lock's wait, 'full' (attempts in flight fill a key), or 0 (reserved on all). */
function tryReserveAll(store: ThrottleStore, guards: readonly Guard[]): Promise<number | 'full'> {
  const slots = guards.map(([throttle, key]) => throttle.slot(key));
  return store.change<number | 'full'>(slots, (entries) => {
    const nows = guards.map(([throttle]) => throttle.now());
    const wait = Math.max(0, ...entries.map((entry, i) => waitOf(entry, slots[i]!.rules, nows[i]!)));
    if (wait > 0) return { result: wait };
    if (entries.some((entry, i) => isFull(entry, slots[i]!.rules, nows[i]!))) return { result: 'full' };
    return { result: 0, entries: entries.map((entry, i) => withReserved(entry, slots[i]!.rules, nows[i]!)) };
  });
}

/** How a guard settles a right secret: `reset` starts its key afresh, `release` gives the attempt back (it does not count). */
export type OnPass = 'reset' | 'release';

export interface ThrottledCheck<T> {
  guards: readonly Guard[];
  /** The slow check of the secret: what it found when the secret is right, null when it is wrong. */
  check: () => Promise<T | null>;
  /** The answer while a guard's key is locked (told the wait in whole minutes). */
  locked: ErrorDef;
  /** The answer to a wrong secret. */
  wrong: ErrorDef;
  /** Per guard, how a right secret settles it (default: every guard `reset`). */
  onPass?: readonly OnPass[];
}

/**
 * Checks a secret (a password, a security code) under its throttles: the attempt is reserved on every guard before
 * the slow check, so a parallel burst is checked at most `limit` times (the rest wait for the checks ahead, 20019
 * when those outlast the wait). Then it is settled: a check that throws gives it back, a wrong secret counts as a
 * failure on every guard, a right one settles each guard as `onPass` says. Answers what the check found.
 */
export async function throttledCheck<T>({ guards, check, locked, wrong, onPass }: ThrottledCheck<T>): Promise<T> {
  const wait = await reserveAll(guards);
  if (wait > 0) throw new AppError(locked, { minutes: minutesOf(wait) });
  let found: T | null;
  try {
    found = await check();
  } catch (error) {
    for (const [throttle, key] of guards) await throttle.release(key);
    throw error;
  }
  if (found === null) {
    for (const [throttle, key] of guards) await throttle.fail(key);
    throw new AppError(wrong);
  }
  for (const [i, [throttle, key]] of guards.entries()) await throttle[onPass?.[i] ?? 'reset'](key);
  return found;
}

/** Whole minutes to show for a wait (at least 1). */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
