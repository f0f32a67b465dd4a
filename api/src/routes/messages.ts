import type { FastifyInstance } from 'fastify';
import { content } from 'shared-contracts/api';
import { AppError, type ErrorDef } from '../http/errors';
import { readCall, writeCall } from '../http/route';
import { listMessages, markRead, unreadCount } from '../messages/read';
import { renderMessage } from '../messages/render';

/** An id that is not one of the member's messages (unknown, or another member's: the answer does not say which). */
export const MESSAGE_NOT_FOUND: ErrorDef = { code: 20050, key: 'server.message.notFound' };

/** The member's in-site messages (api/src/messages): every query is scoped to the token's member. */
export default async function messageRoutes(app: FastifyInstance) {
  readCall(app, content.messageList, {
    handle: async ({ db, user, input, lang }) =>
      (await listMessages(db, user.id, input.page)).map((message) => renderMessage(lang, message)),
  });

  readCall(app, content.messageUnread, { handle: async ({ db, user }) => ({ unread: await unreadCount(db, user.id) }) });

  writeCall(app, content.messageRead, {
    handle: async ({ db, user, input }) => {
      if (!(await markRead(db, user.id, input.id))) throw new AppError(MESSAGE_NOT_FOUND);
      return { unread: await unreadCount(db, user.id) };
    },
  });
}
