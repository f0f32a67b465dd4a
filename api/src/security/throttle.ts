/**
 * Counts failures per key in a sliding window; at `limit` failures the key is locked for `lockMs`,
 * doubling with each further lock up to `maxLockMs`, so a lock never lasts long but repeated guessing slows
 * to a crawl. In memory, per process (with several processes each counts on its own; see PLATFORM.md).
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

  /** Milliseconds until the key may try again (0 when open). */
  lockedFor(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.lockedUntil - this.now());
  }

  /** Records one failure (or one use, for plain rate limits). */
  fail(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0, locks: 0 };
    this.entries.delete(key);
    entry.failures = entry.failures.filter((t) => now - t < this.options.windowMs);
    // A key quiet for a while starts again from the shortest lock.
    if (entry.locks > 0 && now - entry.lockedUntil > this.options.maxLockMs) entry.locks = 0;
    entry.failures.push(now);
    if (entry.failures.length >= this.options.limit) {
      entry.lockedUntil = now + Math.min(this.options.lockMs * 2 ** entry.locks, this.options.maxLockMs);
      entry.locks += 1;
      entry.failures = [];
    }
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }
}

/** Whole minutes to show for a wait (at least 1). */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
