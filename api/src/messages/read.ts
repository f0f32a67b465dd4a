import type { MessageKind } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import { segmentWords } from './segments';
import type { MessageParams } from './write';

export const MESSAGES_PAGE_SIZE = 20;

/** A stored message with its facts parsed; its words are made in the reader's language (render.ts). */
export interface StoredMessage {
  id: number;
  kind: MessageKind;
  params: MessageParams;
  createdAt: number;
  read: boolean;
}

/** A member's own messages, newest first (page is 1-based). */
export async function listMessages(db: Db, userId: number, page = 1): Promise<StoredMessage[]> {
  return messagesAfter(db, userId, undefined, MESSAGES_PAGE_SIZE, (page - 1) * MESSAGES_PAGE_SIZE);
}

/** `take` of a member's messages, newest first (by id), older than `beforeId` (none: from the newest), `skip` skipped. */
export async function messagesAfter(db: Db | Trx, userId: number, beforeId: number | undefined, take: number, skip = 0) {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId!))
    .orderBy('id', 'desc')
    .limit(take)
    .offset(skip)
    .execute();
  const stored: StoredMessage[] = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as MessageKind,
    params: JSON.parse(row.params) as MessageParams,
    createdAt: Number(row.created_at),
    read: row.read_at !== null,
  }));
  // A segment message's words are kept once (segment_messages), not in each member's row: read them in every language.
  const words = await segmentWords(db, [
    ...new Set(stored.flatMap((m) => (m.kind === 'segment_message' ? [Number(m.params.segment_message)] : []))),
  ]);
  for (const message of stored) {
    const found = message.kind === 'segment_message' ? words.get(Number(message.params.segment_message)) : undefined;
    if (found)
      for (const [lang, title] of Object.entries(found.title))
        Object.assign(message.params, { [`title_${lang}`]: title, [`body_${lang}`]: found.body[lang as keyof typeof found.body] });
  }
  return stored;
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Several members' unread counts at once (the live channel's `me` frames): a member with none is 0. */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('messages')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('user_id', 'in', userIds)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  for (const row of rows) counts.set(Number(row.user_id), Number(row.unread));
  return counts;
}

/**
 * Marks one of the member's messages read (the first opening's time is kept). False when the member has no message
 * with that id, someone else's included: nothing changes then.
 */
export async function markRead(db: Db, userId: number, messageId: number, now = Date.now()): Promise<boolean> {
  const own = await db
    .selectFrom('messages')
    .select('read_at')
    .where('id', '=', messageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return false;
  if (own.read_at === null) {
    await db
      .updateTable('messages')
      .set({ read_at: now })
      .where('id', '=', messageId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
  return true;
}
