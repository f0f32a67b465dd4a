import type { FastifyInstance } from 'fastify';
import { content } from 'shared-contracts/api';
import { readCall } from '../http/route';

/** GET /api/Task/kefu: the customer-service link (KEFU_LINE) and e-mail address (SUPPORT_EMAIL). */
export default async function taskRoutes(app: FastifyInstance) {
  readCall(app, content.kefu, { handle: async () => ({ line: app.config.kefuLine, email: app.config.supportEmail }) });
}
