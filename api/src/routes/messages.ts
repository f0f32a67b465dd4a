import type { FastifyInstance } from 'fastify';
import { content } from 'shared-contracts/api';
import { AppError } from '../i18n/errors';
import { readCall, writeCall } from '../http/route';
import { MESSAGE_ERR } from '../messages/errors';
import { listMessages, markRead, unreadCount } from '../messages/read';
import { renderMessage } from '../messages/render';

/** The member's in-site messages (api/src/messages): every query is scoped to the token's member. */
export default async function messageRoutes(app: FastifyInstance) {
  readCall(app, content.messageList, {
    handle: async ({ db, user, input, lang }) =>
      (await listMessages(db, user.id, input.page)).map((message) => renderMessage(lang, message)),
  });

  readCall(app, content.messageUnread, { handle: async ({ db, user }) => ({ unread: await unreadCount(db, user.id) }) });

  writeCall(app, content.messageRead, {
    handle: async ({ db, user, input }) => {
      if (!(await markRead(db, user.id, input.id))) throw new AppError(MESSAGE_ERR.notFound);
      return { unread: await unreadCount(db, user.id) };
    },
    whileDisabled: true,
  });
}
