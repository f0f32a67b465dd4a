import type { MessageKind } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';

/** The facts a message's words are made from: amounts in minor units, texts, numbers. */
export type MessageParams = Record<string, string | number>;

/**
 * Writes a member's in-site message. Call it with the transaction of the event it tells of (a deposit credited, a
 * withdrawal paid ...): the message exists exactly when the event does. Refuses to write outside a transaction
 * (a route's `ctx.db` in a writeCall is one; its type says Db).
 */
export async function writeMessage(
  trx: Trx | Db,
  message: { userId: number; kind: MessageKind; params?: MessageParams; now?: number },
): Promise<void> {
  if (!trx.isTransaction) throw new Error('an in-site message is written in the transaction of its event (db.transaction().execute(...))');
  await trx
    .insertInto('messages')
    .values({
      user_id: message.userId,
      kind: message.kind,
      params: JSON.stringify(message.params ?? {}),
      created_at: message.now ?? Date.now(),
      read_at: null,
    })
    .execute();
}
