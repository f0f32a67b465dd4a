import type { opsMemberMessages } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { usePagedList } from '../../../shared/paging';
import { useSession } from '../../../shared/session/SessionProvider';

/** A member's in-site messages, newest first, a page at a time (support, admin); each page asked is recorded as a read. */
export type MessagesPage = AnswerOf<typeof opsMemberMessages>;
export type MessageRow = MessagesPage['rows'][number];

/** The list's key: a message sent from the console asks it again. */
export const memberMessagesKey = (userId: number) => ['opsMemberMessages', userId];

export function useOpsMemberMessages(userId: number) {
  const { call } = useSession();
  return usePagedList(memberMessagesKey(userId), (cursor, signal) =>
    call('opsMemberMessages', { user_id: userId, ...(cursor ? { cursor } : {}) }, signal),
  );
}
