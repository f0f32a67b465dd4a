import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { lottery } from 'shared-contracts/api';

/** Calls every open room makes every 2 s per member: a log line each would drown every other line (and the disk). */
const POLLED_PATHS = new Set<string | undefined>([lottery.heart.path]);
/** A polled call slower than this is logged all the same (warn, 'slow request'). */
export const SLOW_POLL_MS = 500;

/**
 * One line per call, written when its answer has gone: 'request completed' with the request, the status and the
 * responseTime ('request errored' with the error). Fastify's default adds an 'incoming request' line before it that
 * repeats the request: a second line per call cost about a sixth of userInfo's CPU (bench/accounts.bench.mjs). A call
 * whose client hangs up before its answer goes logs 'request aborted' with the time it waited instead (Fastify's
 * onRequestAbort does not serve: it fires only while a body is still arriving). A polled call, when quiet, logs only
 * when it fails (status 5xx, beside the errors plugin's 'unexpected error') or takes longer than SLOW_POLL_MS.
 */
class AccessLog extends LogController {
  constructor(private readonly quietPolls: boolean) {
    super();
  }

  private quiet(request: FastifyRequest): boolean {
    return this.quietPolls && POLLED_PATHS.has(request.routeOptions.url);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.quiet(request)) return;
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) request.log.info({ req: request, responseTime: reply.elapsedTime }, 'request aborted');
    });
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (this.quiet(request)) {
      if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'polled request failed');
      else if (reply.elapsedTime > SLOW_POLL_MS) reply.log.warn(line, 'slow request');
    } else if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** build.ts's logController: the polled calls quiet at LOG_LEVEL=info and above; at debug or trace they log like any other. */
export function requestLogController(logLevel: string): LogController {
  return new AccessLog(logLevel !== 'debug' && logLevel !== 'trace');
}
