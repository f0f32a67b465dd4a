import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_CONTENT_TYPE, LIVE_KEEPALIVE_MS, LIVE_PATH, live } from 'shared-contracts/api';
import { TOKEN_HEADER } from '../http/headers';
import { serverTimeouts } from '../http/serverTimeouts';
import { parseInput } from '../http/validate';
import { AppError, ERR } from '../i18n/errors';
import { fieldLabel, localeOf } from '../i18n/translate';
import { frame, frameOfJson } from '../live/frame';
import { heartDataJson, heartWith, roomOf } from '../live/heart';
import { LOTTERY_ERR } from '../lottery/wire/errors';
import { setSecurityHeaders } from '../plugins/security';

/**
 * GET /api/live (shared-contracts/api/live.ts): the hall or a room pushed as Server-Sent Events. A refusal (session,
 * input, unknown room) throws before the stream opens, so it answers the usual JSON envelope like any call.
 */
export default async function liveRoutes(app: FastifyInstance) {
  const engine = app.lottery;
  const hub = app.live;
  // The server drops a connection silent this long; a stream is silent between keepalives, so it gets longer.
  const silentMs = Math.max(serverTimeouts(app.config.requestTimeoutMs).connectionTimeout, 2 * LIVE_KEEPALIVE_MS + 5_000);

  /** Headers out, the reply ours from here: Fastify's send path (and its onSend hooks) is skipped. */
  function open(req: FastifyRequest, reply: FastifyReply) {
    setSecurityHeaders(req, reply, app.proxyTrust);
    reply.headers({
      'content-type': `${LIVE_CONTENT_TYPE}; charset=utf-8`,
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.hijack();
    reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
    req.raw.socket.setTimeout(silentMs);
    return reply.raw;
  }

  // No HEAD twin: it would hold a connection open with nothing to send.
  app.get(LIVE_PATH, { exposeHeadRoute: false }, async (req, reply) => {
    const raw = req.query as { lang?: unknown } | undefined;
    const lang = localeOf(raw?.lang);
    req.lang = lang;
    const user = await app.authenticate(req, { fromMemory: true });
    const token = req.headers[TOKEN_HEADER] as string; // authenticate() found it there
    const input = parseInput(live.liveQuery, raw, lang);
    if (input.plan_id !== undefined) {
      if (input.game_id === undefined)
        throw new AppError({ ...ERR.invalidInput, key: 'server.input.missing' }, { field: fieldLabel(lang, 'game_id') });
      const { game_id: gameId, plan_id: planId } = input;
      roomOf(engine, gameId, planId); // refused before the balance is read
      const money = await app.balances.balanceOf(user.id);
      // From here on synchronous: the snapshot and the joining see the same room state.
      const snapshot = frameOfJson('heart', heartDataJson(heartWith(engine, money, user.id, gameId, planId, lang)));
      hub.join({ res: open(req, reply), user, token, lang, gameId, planId, ended: false }, [snapshot], money);
      return;
    }
    if (input.game_id !== undefined && !engine.state.view(input.game_id)) throw new AppError(LOTTERY_ERR.roomUnknown);
    const money = await app.balances.balanceOf(user.id);
    const snapshot = [hub.gamesFrame(), frame('me', { money })];
    hub.join({ res: open(req, reply), user, token, lang, gameId: null, planId: null, ended: false }, snapshot, money);
  });
}
