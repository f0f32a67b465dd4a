import type { Config } from '../config';
import { BatchedReads } from '../db/batchedReads';
import type { Notifications } from '../db/notifications';
import type { Db, Trx } from '../db/schema';
import { dbFault } from '../db/errors';
import { promptly } from '../db/promptly';
import { AppError, ERR } from '../i18n/errors';
import { hashToken, newToken } from '../security/token';
import type { AuthUser } from './authUser';
import type { SessionEndReason } from 'shared-contracts';
import { MEMBER_ACTIVE, MEMBER_DISABLED } from './memberStatus';
import { SESSION_CACHE_MS, SESSION_NOTIFIED_CACHE_MS, SessionCache } from './sessionCache';

/** The notifications topic of ended sessions: every process drops them from its cache. */
const SESSION_TOPIC = 'session';
export type Revocation = { tokenHash: string } | { userId: number };

/** A cached session, or 50014 once it has expired. */
function unexpired(entry: { user: AuthUser; expiresAt: number }, now: number): AuthUser {
  if (entry.expiresAt <= now) throw new AppError(ERR.tokenExpired);
  return entry.user;
}

/** A session as resolve() reads it. */
interface SessionRow {
  id: number;
  username: string;
  group_id: number;
  status: number;
  expires_at: number;
}

/**
 * The sessions of one app (`app.sessions`, plugins/auth.ts), with its own short cache of resolved tokens
 * (sessionCache.ts). A revocation deletes the rows and is announced in one transaction, and the call answers
 * once every process listening has applied it (Notifications.publishToAll), so no process serves the ended
 * session afterwards; a process not hearing notifications serves nothing from its cache (`hearing`).
 *
 * The revoking methods run outside any transaction: they wait, after their own commit, for other processes.
 */
export class Sessions {
  private readonly cache: SessionCache;
  /** Tokens not cached are read together with the others of the same turn (db/batchedReads.ts): a start's herd of polls. */
  private readonly rows: BatchedReads<string, SessionRow>;
  private readonly endListeners = new Set<(revocation: Revocation) => void>();

  /** `everyRevocationHeard`: PostgreSQL, where every process and the ops CLI announce the sessions they end. */
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'sessionMsRemember' | 'sessionMsShort'>,
    private readonly notifications: Notifications,
    everyRevocationHeard: boolean,
  ) {
    this.rows = new BatchedReads(async (hashes) => {
      const found = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.token_hash', 'users.id', 'users.username', 'users.group_id', 'users.status', 'sessions.expires_at'])
        .where('sessions.token_hash', 'in', hashes)
        .execute();
      return new Map(found.map(({ token_hash, ...row }) => [token_hash, row]));
    });
    this.cache = new SessionCache(everyRevocationHeard ? SESSION_NOTIFIED_CACHE_MS : SESSION_CACHE_MS);
    notifications.subscribe(SESSION_TOPIC, (payload) => this.forget(payload as Revocation));
    // Announcements sent while the listener was down are lost: nothing cached before is trusted.
    notifications.onResume(() => this.cache.clear());
  }

  /** Starts a session (in `db`, the caller's transaction): 14 days with remember-me, the short life without. Returns the token (shown once). */
  async create(db: Db | Trx, userId: number, remember: boolean, ip: string): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        ip,
        expires_at: now + (remember ? this.config.sessionMsRemember : this.config.sessionMsShort),
      })
      .execute();
    return token;
  }

  /** token -> user (a disabled account's: withdraw-only), or 50008 (unknown, revoked) / 50014 (expired). One indexed read, or none (cached). */
  async resolve(token: string | undefined, now = Date.now(), fromMemory = false): Promise<AuthUser> {
    if (!token || token.length > 200) throw new AppError(ERR.tokenUnknown.unknown);
    const tokenHash = hashToken(token);
    // Not hearing: a revocation may be passing unheard, so the table decides.
    const hearing = this.notifications.hearing;
    const cached = hearing ? this.cache.get(tokenHash, now) : undefined;
    if (cached) return unexpired(cached, now);
    const readSince = this.cache.generation;
    let row: SessionRow | undefined;
    try {
      row = await (fromMemory ? promptly(this.rows.get(tokenHash)) : this.rows.get(tokenHash));
    } catch (error) {
      // The table cannot be read (soon enough): a call that serves only memory (the heartbeat) takes the session
      // this process last knew; it cannot read or change anything the database holds until the table can be read.
      const known = fromMemory && dbFault(error) ? this.cache.lastKnown(tokenHash) : undefined;
      if (!known) throw error;
      return unexpired(known, now);
    }
    if (!row)
      throw new AppError(
        (await endReasonOf(this.db, tokenHash)) === 'disabled' ? ERR.tokenUnknown.endedDisabled : ERR.tokenUnknown.unknown,
      );
    if (row.status !== MEMBER_ACTIVE && row.status !== MEMBER_DISABLED) throw new AppError(ERR.tokenUnknown.unknown);
    if (row.expires_at <= now) throw new AppError(ERR.tokenExpired);
    const user = { id: row.id, username: row.username, group_id: row.group_id, tokenHash, disabled: row.status === MEMBER_DISABLED };
    if (hearing) this.cache.put(user, Number(row.expires_at), now, readSince);
    return user;
  }

  /** Ends one session (a logout). */
  async revoke(tokenHash: string): Promise<void> {
    await this.end({ tokenHash }, (trx) => trx.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute());
  }

  /** Ends every session of the member but the one in use (a password change). */
  async revokeOthers(userId: number, keepTokenHash: string): Promise<void> {
    await this.end({ userId }, (trx) =>
      trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute(),
    );
  }

  /**
   * Ends every session of the member in the caller's transaction (an account reset, a disabled account): this process
   * forgets them at once, every other one when `trx` commits.
   */
  async endAllOf(trx: Trx, userId: number, reason?: SessionEndReason): Promise<number> {
    this.forget({ userId });
    return endMemberSessions(trx, this.notifications, userId, reason);
  }

  /** Ends one session of the member in the caller's transaction (support revoking it), as endAllOf does all. */
  async endOneOf(trx: Trx, userId: number, tokenHash: string): Promise<number> {
    this.forget({ tokenHash });
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '=', tokenHash).executeTakeFirst();
    const revocation: Revocation = { tokenHash };
    await this.notifications.publishToAll(SESSION_TOPIC, revocation, trx);
    return Number(result.numDeletedRows);
  }

  /**
   * This process drops the entries first (and will not cache them again for a while). The rows go in the
   * transaction that sends the notice: a process that starts listening too late to hear it reads them gone.
   * Answers once every process listening has dropped them.
   */
  private async end(revocation: Revocation, deleteRows: (trx: Trx) => Promise<unknown>): Promise<void> {
    this.forget(revocation);
    const { applied } = await this.db.transaction().execute(async (trx) => {
      await deleteRows(trx);
      return this.notifications.publishToAll(SESSION_TOPIC, revocation, trx);
    });
    await applied;
  }

  /** Told every revocation this process makes or hears (the live channel ends its streams). Answers the unsubscribe. */
  onEnded(listener: (revocation: Revocation) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  private forget(revocation: Revocation): void {
    if ('tokenHash' in revocation) this.cache.forgetSession(revocation.tokenHash);
    else this.cache.forgetMember(revocation.userId);
    for (const listener of this.endListeners) listener(revocation);
  }
}

/**
 * Ends every session of a member in `trx`, for a process without `app.sessions` (the ops CLI): every api process
 * drops the member's cached sessions once `trx` commits, and `notifications.close()` (the end of the command)
 * waits until every process listening has.
 */
export async function endMemberSessions(
  trx: Trx,
  notifications: Notifications,
  userId: number,
  reason?: SessionEndReason,
): Promise<number> {
  if (reason) {
    const ending = await trx.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
    const endedAt = Date.now();
    if (ending.length > 0) {
      await trx
        .insertInto('ended_sessions')
        .values(ending.map(({ token_hash }) => ({ token_hash, reason, ended_at: endedAt })))
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    }
  }
  const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  const revocation: Revocation = { userId };
  await notifications.publishToAll(SESSION_TOPIC, revocation, trx);
  return Number(result.numDeletedRows);
}

/** How long an expired session, or why one ended, is kept: a late call still hears 'expired' (50014) or why. */
const KEPT_MS = 7 * 24 * 3_600_000;

/** Drops expired sessions and reasons for ended ones older than a week. */
export async function pruneSessions(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', now - KEPT_MS)
    .executeTakeFirst();
  await db
    .deleteFrom('ended_sessions')
    .where('ended_at', '<', now - KEPT_MS)
    .execute();
  return Number(result.numDeletedRows);
}

/** Why the session of `tokenHash` was ended, if it was ended for a reason the member is told (the account disabled). */
async function endReasonOf(db: Db, tokenHash: string): Promise<SessionEndReason | undefined> {
  const row = await db.selectFrom('ended_sessions').select('reason').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.reason;
}

/** When the session of `tokenHash` began (unix ms): the start of the member's play session (src/play). */
export async function sessionStartedAt(db: Db | Trx, tokenHash: string): Promise<number> {
  const session = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  return Number(session.created_at);
}
