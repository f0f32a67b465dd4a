import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import serviceApp, { type AppOptions } from './app';
import { frameworkErrors } from './plugins/errors';
import { answerClientError } from './plugins/clientErrors';
import { requestLogController } from './http/requestLog';
import { proxyTrust } from './http/proxyTrust';
import { serverTimeouts } from './http/serverTimeouts';

/** A ready Fastify instance of the app (not listening): used by server.ts, tests, benchmarks and ops. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, logStream } = opts;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.token'], ...(logStream && { stream: logStream }) },
    // One request line per call, none for the polled heartbeat at the default level.
    logController: config.logLevel === 'silent' ? undefined : requestLogController(config.logLevel),
    // Fastify's own hop count (a number) trusts nothing since 5.12.1: the hops are counted by our function.
    trustProxy: proxyTrust(config.trustProxy) ?? false,
    ...serverTimeouts(config.requestTimeoutMs),
    bodyLimit: 64 * 1024,
    // Requests are checked by the shared-contracts schemas, not Fastify's.
    ajv: { customOptions: { removeAdditional: false } },
    // A malformed URL (/api/user/%) answers the envelope too, with the security headers.
    frameworkErrors,
    // So are the requests Node's parser refuses (oversized headers, CL with TE, too slow): 431, 400, 408.
    clientErrorHandler: answerClientError,
  });
  // JSON only: a text/plain body (which a cross-site form may send without a preflight) answers 415.
  app.removeContentTypeParser('text/plain');
  // fp: the app's decorations (db, config, ...) are visible on the returned instance.
  await app.register(fp(serviceApp), opts);
  await app.ready();
  return app;
}
