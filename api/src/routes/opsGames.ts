import type { FastifyInstance } from 'fastify';
import {
  opsExposure,
  opsGameLimit,
  opsGameStatus,
  opsGames,
  opsOddsSet,
  opsRoomRetire,
  opsRoomSave,
  opsRoundVoid,
} from 'shared-contracts/ops';
import { opsCall } from '../http/opsRoute';
import { AppError } from '../i18n/errors';
import type { PublishRoomChange } from '../lottery/admin/actor';
import { setGameStatus } from '../lottery/admin/gameStatus';
import { openRoundsExposure } from '../lottery/admin/exposureView';
import { gamesOverview } from '../lottery/admin/overview';
import { retireRoom, saveRoom } from '../lottery/admin/rooms';
import { setRoundLimit } from '../lottery/admin/roundLimit';
import { GAME_ADMIN_ERR } from '../lottery/wire/errors';
import { askChange, requestOf } from '../operators/requests';
import { wire as wireRequest } from './opsRequests';
import { toUnixSeconds } from '../domain/time';

/** The back office's games calls (issue 29, admin), through http/opsRoute.ts as routes/ops.ts: the CLI's services. */
export default async function opsGamesRoutes(app: FastifyInstance) {
  // Every api process re-reads the game once the call commits (this one included).
  const publish: PublishRoomChange = (change, trx) => app.lottery.changes.publish(change, trx);

  opsCall(app, opsGames, { permission: 'admin', handle: async ({ db, lang }) => gamesOverview(db, lang) });

  opsCall(app, opsExposure, { permission: 'read', handle: async ({ db }) => openRoundsExposure(db) });

  opsCall(app, opsGameStatus, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const status = input.paused ? 0 : 1;
      const { changed } = await setGameStatus(db, publish, input.game_id, status, { ...actor, reason: input.reason });
      const game = changed[0];
      if (!game) throw new AppError(GAME_ADMIN_ERR.gameUnknown);
      return { game_id: game.id, paused: input.paused, unchanged: game.was === status };
    },
  });

  opsCall(app, opsGameLimit, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const { game_id: gameId, round_payout_limit: limit, reason } = input;
      await setRoundLimit(db, publish, { gameId, limit }, { ...actor, reason });
      return { game_id: gameId, round_payout_limit: limit };
    },
  });

  opsCall(app, opsOddsSet, {
    permission: 'admin',
    // A request another admin approves (routes/opsRequests.ts): odds pay out, so nobody changes them alone.
    handle: async ({ db, input, actor }) => {
      const { plan_id: planId, class: cls, odds, reason } = input;
      const id = await askChange(app.deps, db, { kind: 'odds.set', payload: { planId, cls, odds }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });

  opsCall(app, opsRoundVoid, {
    permission: 'admin',
    // A request another admin approves (routes/opsRequests.ts): a void refunds every order of the round.
    handle: async ({ db, input, actor }) => {
      const { game_id: gameId, issue, reason } = input;
      const id = await askChange(app.deps, db, { kind: 'round.void', payload: { gameId, issue }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });

  opsCall(app, opsRoomSave, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const { reason, game_id: gameId, ...room } = input;
      return saveRoom(db, publish, { ...room, gameId }, { ...actor, reason });
    },
  });

  opsCall(app, opsRoomRetire, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const { retiredAt } = await retireRoom(db, publish, input.id, { ...actor, reason: input.reason });
      return { id: input.id, retired_at: toUnixSeconds(retiredAt) };
    },
  });
}
