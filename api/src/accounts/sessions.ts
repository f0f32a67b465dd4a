import type { Config } from '../config';
import type { Db, Trx } from '../db/schema';
import { AppError, ERR } from '../http/errors';
import { hashToken, newToken } from '../security/token';
import { cacheSession, cachedSession, forgetMember, forgetSession, type AuthUser } from './sessionCache';

export type { AuthUser };

/** Starts a session: 14 days with remember-me, the short life without. Returns the token (shown once). */
export async function createSession(
  db: Db | Trx,
  config: Pick<Config, 'sessionMsRemember' | 'sessionMsShort'>,
  userId: number,
  remember: boolean,
  ip: string,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      ip,
      expires_at: now + (remember ? config.sessionMsRemember : config.sessionMsShort),
    })
    .execute();
  return token;
}

/** token -> user, or 50008 (unknown, revoked, disabled) / 50014 (expired). One indexed read, or none (sessionCache.ts). */
export async function resolveToken(db: Db, token: string | undefined, now = Date.now()): Promise<AuthUser> {
  if (!token || token.length > 200) throw new AppError(ERR.tokenUnknown);
  const tokenHash = hashToken(token);
  const cached = cachedSession(tokenHash, now);
  if (cached) {
    if (cached.expiresAt <= now) throw new AppError(ERR.tokenExpired);
    return cached.user;
  }
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.group_id', 'users.status', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.status !== 0) throw new AppError(ERR.tokenUnknown);
  if (row.expires_at <= now) throw new AppError(ERR.tokenExpired);
  const user = { id: row.id, username: row.username, group_id: row.group_id, tokenHash };
  cacheSession(user, Number(row.expires_at), now);
  return user;
}

export async function revokeSession(db: Db | Trx, tokenHash: string): Promise<void> {
  forgetSession(tokenHash);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function revokeAllSessions(db: Db | Trx, userId: number): Promise<number> {
  forgetMember(userId);
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of the member but the one in use (a password change). */
export async function revokeOtherSessions(db: Db | Trx, userId: number, keepTokenHash: string): Promise<void> {
  forgetMember(userId);
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
}

/** Expired sessions are kept a week (so a late call still hears 'expired', 50014), then dropped. */
export async function pruneSessions(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', now - 7 * 24 * 3_600_000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
