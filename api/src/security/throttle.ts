/**
 * Counts failures per key in a sliding window; at `limit` failures the key is locked for `lockMs`,
 * doubling with each further lock up to `maxLockMs`, so a lock never lasts long but repeated guessing slows
 * to a crawl. In memory, per process (with several processes each counts on its own; see PLATFORM.md).
 *
 * An attempt is reserved BEFORE the slow check it guards (`reserve`), then settled: `fail` (it counts),
 * `release` (it does not) or `reset` (a success that clears the key). Reserved attempts count against the
 * limit while in flight, so a parallel burst gets at most `limit` checks per window, whatever its size:
 * the check and the reservation are one synchronous step, which JavaScript never interleaves.
 */
export interface ThrottleOptions {
  windowMs: number;
  limit: number;
  lockMs: number;
  maxLockMs: number;
  /** Entries kept at most; the oldest are dropped first so memory stays bounded. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  /** When each attempt still in flight was reserved (a forgotten one lapses with the window). */
  reserved: number[];
  lockedUntil: number;
  locks: number;
}

export class Throttle {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 100_000;
  }

  /**
   * Milliseconds until the key may try again (0 when open): the lock's rest, or, while failures and attempts in
   * flight already fill the window, the lock those attempts would set.
   */
  lockedFor(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const now = this.now();
    if (entry.lockedUntil > now) return entry.lockedUntil - now;
    this.forgetOld(entry, now);
    return entry.failures.length + entry.reserved.length >= this.options.limit ? this.nextLock(entry, now) : 0;
  }

  /** Reserves one attempt when the key is open: answers 0 (reserved: settle it) or the wait (nothing reserved). */
  reserve(key: string): number {
    const wait = this.lockedFor(key);
    if (wait > 0) return wait;
    const entry = this.take(key);
    entry.reserved.push(this.now());
    this.put(key, entry);
    return 0;
  }

  /** Settles a reserved attempt (if any) as a failure, or for plain rate limits as one use; locks the key at the limit. */
  fail(key: string): void {
    const now = this.now();
    const entry = this.take(key);
    entry.reserved.shift();
    this.forgetOld(entry, now);
    entry.failures.push(now);
    if (entry.failures.length >= this.options.limit) {
      entry.lockedUntil = now + this.nextLock(entry, now);
      entry.locks += 1;
      entry.failures = [];
    }
    this.put(key, entry);
  }

  /** Gives a reserved attempt back: it does not count. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.reserved.shift();
    if (!entry.reserved.length && !entry.failures.length && !entry.locks) this.entries.delete(key);
  }

  /** A success: settles a reserved attempt and clears the key's failures and lock (other attempts in flight still count). */
  reset(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.reserved.shift();
    if (entry.reserved.length) this.entries.set(key, { failures: [], reserved: entry.reserved, lockedUntil: 0, locks: 0 });
    else this.entries.delete(key);
  }

  /** The lock the next one would be; a key quiet for a while starts again from the shortest. */
  private nextLock(entry: Entry, now: number): number {
    if (entry.locks > 0 && now - entry.lockedUntil > this.options.maxLockMs) entry.locks = 0;
    return Math.min(this.options.lockMs * 2 ** entry.locks, this.options.maxLockMs);
  }

  private forgetOld(entry: Entry, now: number): void {
    const recent = (t: number) => now - t < this.options.windowMs;
    entry.failures = entry.failures.filter(recent);
    entry.reserved = entry.reserved.filter(recent);
  }

  /** The key's entry, taken out so that putting it back makes it the newest. */
  private take(key: string): Entry {
    const entry = this.entries.get(key) ?? { failures: [], reserved: [], lockedUntil: 0, locks: 0 };
    this.entries.delete(key);
    return entry;
  }

  private put(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** One key of one throttle. */
export type Guard = readonly [Throttle, string];

/** Reserves one attempt on every guard, or on none: answers 0, or the longest wait when any is closed. */
export function reserveAll(guards: readonly Guard[]): number {
  const wait = Math.max(0, ...guards.map(([throttle, key]) => throttle.lockedFor(key)));
  if (wait === 0) for (const [throttle, key] of guards) throttle.reserve(key);
  return wait;
}

/** Whole minutes to show for a wait (at least 1). */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
