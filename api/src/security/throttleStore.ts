import type { ThrottleEntry, ThrottleRules } from './throttleRules';

/** One key of one throttle, with that throttle's rules. */
export interface ThrottleSlot {
  throttle: string;
  key: string;
  rules: ThrottleRules;
}

/** What a change answers: its result, and the slots' new entries (null: forget it; none at all: unchanged). */
export interface ThrottleDecision<T> {
  result: T;
  entries?: (ThrottleEntry | null)[];
}

/** Where throttle entries live. */
export interface ThrottleStore {
  /**
   * Runs `decide` on the entries of distinct `slots` (undefined: none yet) and keeps what it answers, with no other
   * change to those entries in between: that is what holds a parallel burst to `limit` checks.
   */
  change<T>(slots: readonly ThrottleSlot[], decide: (entries: (ThrottleEntry | undefined)[]) => ThrottleDecision<T>): Promise<T>;
}

/**
 * One process's memory (SQLite runs one api process). `change` runs synchronously inside, a step JavaScript never
 * interleaves. At most `maxEntries` are kept; the least recently changed are dropped first.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, ThrottleEntry>();

  constructor(private readonly maxEntries = 100_000) {}

  async change<T>(slots: readonly ThrottleSlot[], decide: (entries: (ThrottleEntry | undefined)[]) => ThrottleDecision<T>): Promise<T> {
    const ids = slots.map((slot) => `${slot.throttle}\n${slot.key}`);
    const { result, entries } = decide(ids.map((id) => this.entries.get(id)));
    entries?.forEach((entry, i) => this.put(ids[i]!, entry));
    return result;
  }

  /** Put back last, so the map's order is least recently changed first. */
  private put(id: string, entry: ThrottleEntry | null): void {
    this.entries.delete(id);
    if (!entry) return;
    this.entries.set(id, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
