import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from 'shared-contracts';
import { dbFault } from '../db/errors';
import { FaultLog } from '../db/faultLog';
import { failure } from '../http/envelope';
import { AppError, ERR, RETRY_AFTER_SECONDS, type ErrorDef } from '../i18n/errors';
import { localeOf } from '../i18n/translate';
import { climbsOut, setSecurityHeaders } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database faults, logged once per kind per interval with a count (db/faultLog.ts). */
    faultLog: FaultLog;
  }
  interface FastifyRequest {
    /** The request's language (body/query `lang`, tw by default), set once the input is read. */
    lang: Locale | null;
  }
}

/** The request's language; a request refused before routing has no parsed query, so it is read from the URL. */
function requestLocale(req: FastifyRequest): Locale {
  if (req.lang) return req.lang;
  const query = req.query as { lang?: unknown } | null | undefined;
  return localeOf(query ? query.lang : new URLSearchParams(req.url.split('?')[1] ?? '').get('lang'));
}

/** Framework refusals of malformed requests, by Fastify error code, with the HTTP status they keep. */
const FRAMEWORK: Record<string, [ErrorDef, number]> = {
  FST_ERR_BAD_URL: [ERR.badUrl, 400],
  FST_ERR_MAX_PARAM_LENGTH: [ERR.badUrl, 414],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ERR.unsupportedMedia, 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ERR.badBody, 400],
  FST_ERR_CTP_BODY_TOO_LARGE: [ERR.tooLarge, 413],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ERR.badBody, 400],
  FST_ERR_CTP_INVALID_JSON_BODY: [ERR.badBody, 400],
};

/** Any other client error, by status; @fastify/static's 403 (a path it refuses) is told as not found. */
function clientError(error: FastifyError): [ErrorDef, number] | null {
  const status = error.statusCode ?? (error instanceof SyntaxError ? 400 : 500);
  if (status < 400 || status >= 500) return null;
  if (status === 403 || status === 404) return [ERR.notFound, 404];
  if (status === 405) return [ERR.methodNotAllowed, 405];
  return [status === 400 ? ERR.badBody : ERR.badRequest, status];
}

export function answerNotFound(req: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send(failure(requestLocale(req), new AppError(ERR.notFound)));
}

/**
 * Fastify's `frameworkErrors` option (build.ts): refusals made before routing, such as a malformed URL
 * (/api/user/%). No hook runs for them, so the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [def, status] = FRAMEWORK[error.code] ?? [ERR.badRequest, 400];
  setSecurityHeaders(req, reply, req.server.proxyTrust);
  reply.status(status).send(failure(requestLocale(req), new AppError(def)));
}

/** A refusal's envelope: HTTP 200 as the original client expects, or its own status (503 + Retry-After). */
function refuse(reply: FastifyReply, locale: Locale, error: AppError): FastifyReply {
  if (error.def.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(error.def.status ?? 200).send(failure(locale, error));
}

/**
 * Every answer is the envelope {code, msg, data}. Refusals (AppError) answer HTTP 200 with their code, as
 * the original client expects; malformed HTTP keeps a 4xx status (an unknown path, or one climbing out of
 * its folder, 404; a known path with another method 405); a database that cannot serve answers 503 with
 * Retry-After (10020, or 10021 disk full); anything unexpected is logged and answers 500 with a generic message,
 * never a stack.
 */
export default fp(
  async (app) => {
    app.decorateRequest('lang', null);
    app.decorate('faultLog', new FaultLog(app.log));

    // The methods of each path, for a 405 that names them (the router answers a wrong method as not found).
    const methodsOf = new Map<string, string[]>();
    app.addHook('onRoute', (route) => {
      methodsOf.set(route.url, [...(methodsOf.get(route.url) ?? []), ...[route.method].flat()]);
    });

    // Synchronous: it runs on every request. When it answers, done() is not called, so no route runs.
    app.addHook('onRequest', (req, reply, done) => {
      if (climbsOut(req.url)) answerNotFound(req, reply);
      else done();
    });

    app.setErrorHandler((error: FastifyError, req, reply) => {
      const locale = requestLocale(req);
      if (error instanceof AppError) return refuse(reply, locale, error);
      // A client hanging up mid-body fails the body read with ECONNRESET: that socket is the client's, not the
      // database's, so it raises no outage alarm (anyone could raise false ones). Nobody is left to read an answer.
      if (req.raw.aborted) {
        req.log.info({ reqId: req.id }, 'client hung up before its body arrived');
        return reply.status(400).send(failure(locale, new AppError(ERR.badBody)));
      }
      // The database could not serve (lost connection, outage, a bound passed, disk full): nothing was done, retry.
      const fault = dbFault(error);
      if (fault) {
        app.faultLog.report(error, `${req.method} ${req.routeOptions.url ?? 'unrouted'}`);
        return refuse(reply, locale, new AppError(fault === 'storageFull' ? ERR.storageFull : ERR.dbUnavailable));
      }
      const refusal = FRAMEWORK[error.code] ?? clientError(error);
      if (refusal) return reply.status(refusal[1]).send(failure(locale, new AppError(refusal[0])));
      req.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(failure(locale, new AppError(ERR.internal)));
    });

    app.setNotFoundHandler((req, reply) => {
      const allowed = methodsOf.get(req.url.split('?', 1)[0]!)?.join(', ');
      if (!allowed) return answerNotFound(req, reply);
      return reply
        .status(405)
        .header('allow', allowed)
        .send(failure(requestLocale(req), new AppError(ERR.methodNotAllowed, { allowed })));
    });
  },
  { name: 'errors' },
);
