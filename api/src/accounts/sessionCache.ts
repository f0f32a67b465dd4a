import { spreadTtl } from '../db/cacheTtl';
import type { AuthUser } from './authUser';

/**
 * Resolved sessions of one app, kept in memory for a short time and keyed by the token's hash, so the hot
 * calls (heart, userInfo) do not read the session and the member on every request.
 *
 * A revocation drops its entries, and for REVOKED_WINDOW_MS the hash or the member is not cached again: a read
 * racing the revoking statement cannot put the old row back. Sessions (sessions.ts) applies every revocation
 * announced by any process here. How long an entry is trusted depends on whether every revocation is heard:
 * on SQLite the ops CLI ends sessions beside the server without telling it (SESSION_CACHE_MS); on PostgreSQL
 * every process and the CLI announce theirs, Sessions reads nothing from the cache while the listener is not
 * hearing, and its return clears the cache, so an entry is only re-read as a safety net
 * (SESSION_NOTIFIED_CACHE_MS). The session's own expiry is checked on every hit.
 */
export const SESSION_CACHE_MS = 1_000;
/** Two minutes: every supported way to end a session is announced; at 30 s a worker re-read 330 sessions a second for 10,000 players. */
export const SESSION_NOTIFIED_CACHE_MS = 120_000;
const REVOKED_WINDOW_MS = 60_000;
/** About 200 bytes each: room for every member polling at once on a busy day. */
const MAX_ENTRIES = 50_000;

interface Entry {
  user: AuthUser;
  expiresAt: number;
  cachedUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly revokedHashes = new Map<string, number>();
  private readonly revokedUsers = new Map<number, number>();
  /** Counts clear()s: a read begun before the last one may predate a lost revocation, and is not kept. */
  private cleared = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  /** The short bound exactly; the long safety net spread over members (see spreadTtl). */
  private trustFor(userId: number): number {
    return this.ttlMs > SESSION_CACHE_MS ? spreadTtl(this.ttlMs, userId) : this.ttlMs;
  }

  get(tokenHash: string, now: number): Entry | undefined {
    const entry = this.entries.get(tokenHash);
    return entry && entry.cachedUntil > now ? entry : undefined;
  }

  /**
   * The session as this process last read it, however long ago, unless a revocation of it was heard or the cache
   * was cleared since: only for a call that serves memory while the table cannot be read (Sessions.resolve).
   */
  lastKnown(tokenHash: string): Entry | undefined {
    return this.entries.get(tokenHash);
  }

  get generation(): number {
    return this.cleared;
  }

  /** `readSince`: the generation when the read of `user` began (default: just now). */
  put(user: AuthUser, expiresAt: number, now: number, readSince = this.cleared): void {
    if (readSince !== this.cleared) return;
    if ((this.revokedHashes.get(user.tokenHash) ?? 0) > now || (this.revokedUsers.get(user.id) ?? 0) > now) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(user.tokenHash, { user, expiresAt, cachedUntil: now + this.trustFor(user.id) });
  }

  /** One session is being revoked. */
  forgetSession(tokenHash: string, now = Date.now()): void {
    this.pruneRevoked(now);
    this.revokedHashes.set(tokenHash, now + REVOKED_WINDOW_MS);
    this.entries.delete(tokenHash);
  }

  /** Sessions of a member are being revoked, or what they resolve to changes (status). */
  forgetMember(userId: number, now = Date.now()): void {
    this.pruneRevoked(now);
    this.revokedUsers.set(userId, now + REVOKED_WINDOW_MS);
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** Revocations may have been missed (the listener reconnected): no entry is trusted any more. */
  clear(): void {
    this.cleared += 1;
    this.entries.clear();
  }

  private pruneRevoked(now: number): void {
    for (const [hash, until] of this.revokedHashes) if (until <= now) this.revokedHashes.delete(hash);
    for (const [id, until] of this.revokedUsers) if (until <= now) this.revokedUsers.delete(id);
  }
}
