import { writeAudit } from '../../audit/log';
import { isPostgres } from '../../db/rawStatement';
import type { Trx } from '../../db/schema';
import { AppError, ERR } from '../../i18n/errors';
import { GAME_ADMIN_ERR } from '../wire/errors';
import type { ChangedBy, PublishRoomChange } from './actor';

/**
 * Sets the most a round of the game may pay for any one result, in all its rooms (docs/game-rules.md 'Exposure'), the
 * one way for the console and the CLI (game:limit). Bets already accepted stay; a lower limit refuses the next bet that
 * would pass it. Audited with the limit before and after.
 */
export async function setRoundLimit(trx: Trx, publish: PublishRoomChange, change: { gameId: number; limit: number }, by: ChangedBy) {
  if (!Number.isSafeInteger(change.limit) || change.limit < 1) throw new AppError(ERR.invalidInput);
  const game = await trx
    .selectFrom('games')
    .select(['id', 'round_payout_limit'])
    .where('id', '=', change.gameId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!game) throw new AppError(GAME_ADMIN_ERR.gameUnknown);
  await trx.updateTable('games').set({ round_payout_limit: change.limit }).where('id', '=', game.id).execute();
  await writeAudit(trx, {
    ...by,
    action: 'game.limit',
    target: `game:${game.id}`,
    before: { round_payout_limit: Number(game.round_payout_limit) },
    after: { round_payout_limit: change.limit },
  });
  await publish({ gameId: game.id, kind: 'status' }, trx);
}
