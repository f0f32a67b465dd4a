/** The member a token belongs to, as every authenticated handler sees it (here, so sessions.ts and this cache form no cycle). */
export interface AuthUser {
  id: number;
  username: string;
  group_id: number;
  tokenHash: string;
}

/**
 * Resolved sessions kept in memory for a short time, keyed by the token's hash, so the hot calls (heart,
 * userInfo) do not read the session and the member on every request.
 *
 * Bound: within this process a revocation (logout, newPass, user:disable) takes effect at once: its entries
 * are dropped and, for REVOKED_WINDOW_MS, the hash and the member are not cached again (a read racing the
 * revoking transaction cannot put the old row back). Another process (a second api, the ops CLI) is not told:
 * there a revoked token or a disabled member may still be accepted for up to SESSION_CACHE_MS.
 * The session's own expiry is checked on every hit.
 */
export const SESSION_CACHE_MS = 1_000;
const REVOKED_WINDOW_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: AuthUser;
  expiresAt: number;
  cachedUntil: number;
}

const entries = new Map<string, Entry>();
const revokedHashes = new Map<string, number>();
const revokedUsers = new Map<number, number>();

export function cachedSession(tokenHash: string, now: number): Entry | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.cachedUntil > now) return entry;
  entries.delete(tokenHash);
  return undefined;
}

export function cacheSession(user: AuthUser, expiresAt: number, now: number): void {
  if ((revokedHashes.get(user.tokenHash) ?? 0) > now || (revokedUsers.get(user.id) ?? 0) > now) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(user.tokenHash, { user, expiresAt, cachedUntil: now + SESSION_CACHE_MS });
}

function pruneRevoked(now: number): void {
  for (const [hash, until] of revokedHashes) if (until <= now) revokedHashes.delete(hash);
  for (const [id, until] of revokedUsers) if (until <= now) revokedUsers.delete(id);
}

/** Call before revoking one session. */
export function forgetSession(tokenHash: string, now = Date.now()): void {
  pruneRevoked(now);
  revokedHashes.set(tokenHash, now + REVOKED_WINDOW_MS);
  entries.delete(tokenHash);
}

/** Call before revoking sessions of a member or changing what its sessions resolve to (status). */
export function forgetMember(userId: number, now = Date.now()): void {
  pruneRevoked(now);
  revokedUsers.set(userId, now + REVOKED_WINDOW_MS);
  for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
}
