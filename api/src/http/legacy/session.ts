import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '../headers';
import { AppError, ERR } from '../../i18n/errors';

/** What axios 0.24 sends for a token the client does not hold (null, undefined). */
const NO_TOKEN = new Set(['', 'null', 'undefined']);

/**
 * A session refusal as the legacy client needs it. It reloads the page on 50008/50012/50014 (utils/request.js) and
 * sends a tab to login only when its sessionStorage holds no token (router/index.js beforeEach), a token it never
 * removes itself: on those codes a dead token reloads the page forever. Only `Clear-Site-Data: "storage"` could
 * remove it, and that also wipes the chosen language (localStorage `locale`), so an ended session answers 50001
 * instead, in the client's own language, saying how to log in again there (Settings -> Logout): the next login
 * replaces the token, and the language stays (issue 42). A request with no token gets 50001 "please log in".
 */
export function legacySessionRefusal(req: FastifyRequest, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const token = req.headers[TOKEN_HEADER];
  const sent = typeof token === 'string' && !NO_TOKEN.has(token.trim());
  if (error.def === ERR.tokenUnknown.endedDisabled) return new AppError(ERR.signInFirst.endedDisabled);
  if (error.def === ERR.tokenUnknown.unknown || error.def === ERR.tokenExpired)
    return new AppError(sent ? ERR.signInFirst.ended : ERR.signInFirst.noToken);
  return error;
}
