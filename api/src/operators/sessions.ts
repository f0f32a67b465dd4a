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

/** Opens a session: the token goes in the HttpOnly cookie (only its hash is stored), the CSRF token to the page. */
export async function openSession(trx: Db | Trx, operatorId: number, address: string, now = Date.now()) {
  const token = newToken();
  const csrf = newToken();
  await trx
    .insertInto('operator_sessions')
    .values({ token_hash: hashToken(token), operator_id: operatorId, csrf_token: csrf, address, created_at: now, last_seen_at: now })
    .execute();
  return { token, csrf };
}

/** The session of a cookie's token, if it is open, its operator active and its idle time not passed. */
export async function resolveSession(db: Db, token: string | undefined, now = Date.now()): Promise<OperatorSession | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.csrf_token', 's.last_seen_at', 'o.id', 'o.name', 'o.role', 'o.status'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.status !== 0 || now - Number(row.last_seen_at) > OPS_IDLE_MS) {
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
