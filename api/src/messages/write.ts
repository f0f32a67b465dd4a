import type { MessageKind } from 'shared-contracts/api';
import type { Trx } from '../db/schema';

/** The facts a message's words are made from: amounts in minor units, texts, numbers. */
export type MessageParams = Record<string, string | number>;

/**
 * Writes a member's in-site message. Call it with the transaction of the event it tells of (a deposit credited, a
 * withdrawal paid ...): the message exists exactly when the event does.
 */
export async function writeMessage(
  trx: Trx,
  message: { userId: number; kind: MessageKind; params?: MessageParams; now?: number },
): Promise<void> {
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
