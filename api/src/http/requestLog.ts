import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { lottery } from 'shared-contracts/api';

/** Calls every open room makes every 2 s per member: a log line each would drown every other line (and the disk). */
const POLLED_PATHS = new Set<string | undefined>([lottery.heart.path]);
/** A polled call slower than this is logged all the same (warn, 'slow request'). */
export const SLOW_POLL_MS = 500;

/**
 * Fastify's request lines at the default level: every call logs 'incoming request' and 'request completed', but a
 * polled call logs one line only when it fails (status 5xx, beside the errors plugin's 'unexpected error') or takes
 * longer than SLOW_POLL_MS. That line carries the request, as no 'incoming request' line comes before it.
 */
class QuietPolls extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!POLLED_PATHS.has(request.routeOptions.url)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!POLLED_PATHS.has(request.routeOptions.url)) return super.requestCompleted(error, request, reply);
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'polled request failed');
    else if (reply.elapsedTime > SLOW_POLL_MS) reply.log.warn(line, 'slow request');
  }
}

/** build.ts's logController: the polled calls quiet at LOG_LEVEL=info; at debug or trace they log like any other. */
export function requestLogController(logLevel: string): LogController | undefined {
  return logLevel === 'info' ? new QuietPolls() : undefined;
}
