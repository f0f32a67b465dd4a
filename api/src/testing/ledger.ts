// Helpers for the ledger's tests (not used by the server).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema';
import { gift, type Entry, type Posting } from '../domain/ledger';
import { post } from '../ledger/post';

/** A member row as registration would make it (balance 0), without the slow password hash. */
export async function createMember(db: Db, groupId = 1): Promise<number> {
  const username = `m${randomBytes(5).toString('hex')}`;
  const row = await db
    .insertInto('users')
    .values({
      username,
      nickname: username,
      password_hash: 'not-a-hash',
      group_id: groupId,
      inviter_id: null,
      security_code_hash: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Posts one entry in its own transaction. */
export function postAlone(db: Db, posting: Posting, now?: number): Promise<Entry> {
  return db.transaction().execute((trx) => post(trx, posting, now));
}

export function fund(db: Db, userId: number, amount: number): Promise<Entry> {
  return postAlone(db, gift(userId, amount, 'test funds'));
}
