import { waitOf, withFailure, withReleased, withReserved, withReset, type ThrottleEntry, type ThrottleRules } from './throttleRules';
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
 */
export interface ThrottleOptions extends ThrottleRules {
  /** Tells this throttle's keys from other throttles' in a shared store. */
  name?: string;
  /** Where the entries live; by default its own memory of at most `maxEntries`. */
  store?: ThrottleStore;
  maxEntries?: number;
  now?: () => number;
}

export class Throttle {
  readonly store: ThrottleStore;
  private readonly name: string;
  private readonly rules: ThrottleRules;
  readonly now: () => number;

  constructor(options: ThrottleOptions) {
    const { name, store, maxEntries, now, ...rules } = options;
    this.name = name ?? 'throttle';
    this.store = store ?? new MemoryThrottleStore(maxEntries);
    this.rules = rules;
    this.now = now ?? Date.now;
  }

  /** Milliseconds until the key may try again (0 when open). */
  lockedFor(key: string): Promise<number> {
    return this.store.change([this.slot(key)], ([entry]) => ({ result: waitOf(entry, this.rules, this.now()) }));
  }

  /** Reserves one attempt when the key is open: answers 0 (reserved: settle it) or the wait (nothing reserved). */
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
 * Reserves one attempt on every guard, or on none: answers 0, or the longest wait when any is closed. The guards'
 * throttles share one store, and their keys are taken together (on PostgreSQL, locked in one fixed order).
 */
export async function reserveAll(guards: readonly Guard[]): Promise<number> {
  const store = guards[0]![0].store;
  if (guards.some(([throttle]) => throttle.store !== store)) throw new Error('reserveAll: the throttles must share one store');
  const slots = guards.map(([throttle, key]) => throttle.slot(key));
  return store.change(slots, (entries) => {
    const nows = guards.map(([throttle]) => throttle.now());
    const wait = Math.max(0, ...entries.map((entry, i) => waitOf(entry, slots[i]!.rules, nows[i]!)));
    if (wait > 0) return { result: wait };
    return { result: 0, entries: entries.map((entry, i) => withReserved(entry, slots[i]!.rules, nows[i]!)) };
  });
}

/** Whole minutes to show for a wait (at least 1). */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
