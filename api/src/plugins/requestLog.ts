import { LogController, type FastifyRequest, type onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { lottery } from 'shared-contracts/api';

/** Calls every open room makes every 2 s per member: a log line each would drown every other line (and the disk). */
const POLLED_PATHS = new Set<string | undefined>([lottery.heart.path]);
/** A polled call slower than this is logged all the same (warn, 'slow request'). */
export const SLOW_POLL_MS = 500;

/** The default level: the polled calls are left out of the request lines, and logged when slow (plugin below). */
const quiet = (logLevel: string) => logLevel === 'info';

/**
 * Fastify's request lines (build.ts): every call logs 'incoming request' and 'request completed', but at the default
 * level (LOG_LEVEL=info) the polled ones do not; their errors still are ('unexpected error', plugins/errors.ts).
 * At debug or trace they log like any other call.
 */
export function requestLogController(logLevel: string): LogController | undefined {
  if (!quiet(logLevel)) return undefined;
  return new LogController({ disableRequestLogging: (req: FastifyRequest) => POLLED_PATHS.has(req.routeOptions.url) });
}

const logIfSlow: onResponseHookHandler = (req, reply, done) => {
  if (reply.elapsedTime > SLOW_POLL_MS) reply.log.warn({ req, res: reply, responseTime: reply.elapsedTime }, 'slow request');
  done();
};

/** With requestLogController: a polled call slower than SLOW_POLL_MS writes a 'slow request' line. Registered before the routes. */
export default fp(
  async (app) => {
    if (!quiet(app.log.level)) return;
    app.addHook('onRoute', (route) => {
      if (POLLED_PATHS.has(route.url)) route.onResponse = [...[route.onResponse ?? []].flat(), logIfSlow];
    });
  },
  { name: 'requestLog' },
);
