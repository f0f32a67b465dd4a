import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '../headers';
import { AppError, ERR } from '../../i18n/errors';

/** What axios 0.24 sends for a token the client does not hold (null, undefined). */
const NO_TOKEN = new Set(['', 'null', 'undefined']);

/**
 * A session refusal as the legacy client needs it. It reloads the page on 50008/50012/50014 (utils/request.js)
 * and sends a tab to login only when its sessionStorage holds no token (router/index.js beforeEach), a token it
 * never removes itself. So an ended session also clears the site's storage: the reload finds no token. A request
 * with no token gets a code it does not reload on, or the home page (no login needed) would reload forever.
 * It also wipes the language (localStorage `locale`): no directive clears sessionStorage alone (docs/api.md).
 */
export function legacySessionRefusal(req: FastifyRequest, reply: FastifyReply, error: unknown): unknown {
  const refused = error instanceof AppError && [...Object.values(ERR.tokenUnknown), ERR.tokenExpired].includes(error.def);
  if (!refused) return error;
  const token = req.headers[TOKEN_HEADER];
  if (typeof token !== 'string' || NO_TOKEN.has(token.trim())) return new AppError(ERR.signInFirst);
  reply.header('clear-site-data', '"storage"');
  return error;
}
