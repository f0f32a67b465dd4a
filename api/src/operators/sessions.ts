import type { Operator } from 'shared-contracts/ops';
import type { Db, Trx } from '../db/schema';
import { hashToken, newToken } from '../security/token';

/** A session unused this long has ended: the console signs its operator out. */
export const OPS_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often (not on every call). */
const TOUCH_MS = 60_000;

export interface OperatorSession {
  operator: Operator;
  csrf: string;
  tokenHash: string;
}

/**
 * Opens a session: the token goes in the HttpOnly cookie (only its hash is stored), the CSRF token to the page. The
 * operator's last activity moves to now (the idle rule of operators/lifecycle.ts counts from it).
 */
export async function openSession(trx: Db | Trx, operatorId: number, address: string, now = Date.now()) {
  const token = newToken();
  const csrf = newToken();
  await trx
    .insertInto('operator_sessions')
    .values({ token_hash: hashToken(token), operator_id: operatorId, csrf_token: csrf, address, created_at: now, last_seen_at: now })
    .execute();
  await trx.updateTable('operators').set({ last_active_at: now }).where('id', '=', operatorId).execute();
  return { token, csrf };
}

/**
 * The session of a cookie's token, if it is open, its operator active, its idle time not passed and its whole
 * lifetime (`maxMs` from sign-in, OPS_SESSION_MAX_HOURS) not either: a stolen cookie dies with the working day.
 */
export async function resolveSession(db: Db, token: string | undefined, maxMs: number, now = Date.now()): Promise<OperatorSession | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.csrf_token', 's.created_at', 's.last_seen_at', 'o.id', 'o.name', 'o.role', 'o.status'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.status !== 0 || now - Number(row.last_seen_at) > OPS_IDLE_MS || now - Number(row.created_at) > maxMs) {
    if (row) await endSession(db, tokenHash);
    return null;
  }
  if (now - Number(row.last_seen_at) > TOUCH_MS)
    await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  return { operator: { id: Number(row.id), name: row.name, role: row.role }, csrf: row.csrf_token, tokenHash };
}

export async function endSession(db: Db | Trx, tokenHash: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an operator at once (disabled, or their sign-in reset); answers how many ended. */
export async function endSessionsOf(db: Db | Trx, operatorId: number): Promise<number> {
  const ended = await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).executeTakeFirst();
  return Number(ended.numDeletedRows);
}
