/**
 * The rules of a throttle (security/throttle.ts) as pure functions on one key's entry: they neither keep nor
 * change anything, so a store (memory or a table) applies them wherever the entry lives.
 */
export interface ThrottleRules {
  windowMs: number;
  limit: number;
  lockMs: number;
  maxLockMs: number;
}

/** One key's state. Times are unix milliseconds. */
export interface ThrottleEntry {
  failures: number[];
  /** When each attempt still in flight was reserved (a forgotten one lapses with the window). */
  reserved: number[];
  lockedUntil: number;
  locks: number;
}

const EMPTY: ThrottleEntry = { failures: [], reserved: [], lockedUntil: 0, locks: 0 };

/**
 * Milliseconds until the key is no longer locked (0 when it is not): the lock's rest, or, when failures alone fill
 * the window (a limit lowered since they were counted), the lock the next failure would set.
 */
export function waitOf(entry: ThrottleEntry | undefined, rules: ThrottleRules, now: number): number {
  if (!entry) return 0;
  if (entry.lockedUntil > now) return entry.lockedUntil - now;
  const recent = current(entry, rules, now);
  return recent.failures.length >= rules.limit ? nextLock(recent, rules) : 0;
}

/**
 * Whether failures and attempts in flight fill the window. When the key is not locked (`waitOf` 0), the attempts in
 * flight are what fills it: it opens again as soon as one of them settles without failing.
 */
export function isFull(entry: ThrottleEntry | undefined, rules: ThrottleRules, now: number): boolean {
  if (!entry) return false;
  const recent = current(entry, rules, now);
  return recent.failures.length + recent.reserved.length >= rules.limit;
}

/** The entry with one more attempt in flight (call it when the key is neither locked nor full). */
export function withReserved(entry: ThrottleEntry | undefined, rules: ThrottleRules, now: number): ThrottleEntry {
  const recent = current(entry ?? EMPTY, rules, now);
  return { ...recent, reserved: [...recent.reserved, now] };
}

/** A reserved attempt (if any) settled as a failure, or for plain rate limits as one use; locks the key at the limit. */
export function withFailure(entry: ThrottleEntry | undefined, rules: ThrottleRules, now: number): ThrottleEntry {
  const recent = current(settled(entry ?? EMPTY), rules, now);
  const failures = [...recent.failures, now];
  if (failures.length < rules.limit) return { ...recent, failures };
  return { failures: [], reserved: recent.reserved, lockedUntil: now + nextLock(recent, rules), locks: recent.locks + 1 };
}

/** A reserved attempt given back: it does not count. null: nothing left worth keeping. */
export function withReleased(entry: ThrottleEntry | undefined): ThrottleEntry | null {
  if (!entry) return null;
  const rest = settled(entry);
  return rest.reserved.length || rest.failures.length || rest.locks ? rest : null;
}

/** A success: settles a reserved attempt and clears failures and lock (other attempts in flight still count). */
export function withReset(entry: ThrottleEntry | undefined): ThrottleEntry | null {
  const reserved = entry ? settled(entry).reserved : [];
  return reserved.length ? { ...EMPTY, reserved } : null;
}

/** After this time nothing in the entry counts any more nor lengthens a lock: a store may forget it. */
export function expiresAt(entry: ThrottleEntry, rules: ThrottleRules): number {
  const lastAttempt = Math.max(0, ...entry.failures, ...entry.reserved);
  return Math.max(lastAttempt + rules.windowMs, entry.lockedUntil + (entry.locks ? rules.maxLockMs : 0));
}

/** The oldest attempt in flight taken off. */
function settled(entry: ThrottleEntry): ThrottleEntry {
  return { ...entry, reserved: entry.reserved.slice(1) };
}

/** As of `now`: attempts outside the window forgotten; a key quiet for a while starts again from the shortest lock. */
function current(entry: ThrottleEntry, rules: ThrottleRules, now: number): ThrottleEntry {
  const recent = (t: number) => now - t < rules.windowMs;
  const quiet = entry.locks > 0 && now - entry.lockedUntil > rules.maxLockMs;
  return {
    failures: entry.failures.filter(recent),
    reserved: entry.reserved.filter(recent),
    lockedUntil: entry.lockedUntil,
    locks: quiet ? 0 : entry.locks,
  };
}

function nextLock(entry: ThrottleEntry, rules: ThrottleRules): number {
  return Math.min(rules.lockMs * 2 ** entry.locks, rules.maxLockMs);
}
