import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from 'shared-contracts';
import { failure } from '../http/envelope';
import { AppError, ERR, type ErrorDef } from '../http/errors';
import { localeOf } from '../http/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (body/query `lang`, tw by default), set once the input is read. */
    lang: Locale | null;
  }
}

function requestLocale(req: FastifyRequest): Locale {
  return req.lang ?? localeOf((req.query as { lang?: unknown } | undefined)?.lang);
}

/** Framework refusals of malformed requests, by Fastify error code, with the HTTP status they keep. */
const FRAMEWORK: Record<string, [ErrorDef, number]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ERR.unsupportedMedia, 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ERR.badBody, 400],
  FST_ERR_CTP_BODY_TOO_LARGE: [ERR.tooLarge, 413],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ERR.badBody, 400],
  FST_ERR_CTP_INVALID_JSON_BODY: [ERR.badBody, 400],
};

/**
 * Every answer is the envelope {code, msg, data}. Refusals (AppError) answer HTTP 200 with their code, as
 * the original client expects; malformed HTTP keeps a 4xx status; anything unexpected is logged and answers
 * 500 with a generic message, never a stack.
 */
export default fp(async (app) => {
  app.decorateRequest('lang', null);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    if (error instanceof AppError) return reply.status(200).send(failure(locale, error));
    const framework = FRAMEWORK[error.code];
    if (framework) return reply.status(framework[1]).send(failure(locale, new AppError(framework[0])));
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(error.statusCode ?? 400).send(failure(locale, new AppError(ERR.badBody)));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(locale, new AppError(ERR.internal)));
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send(failure(requestLocale(req), new AppError(ERR.notFound))));
}, { name: 'errors' });
