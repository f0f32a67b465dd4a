import { writeAudit } from '../../audit/log';
import type { Trx } from '../../db/schema';
import type { ChangedBy, PublishRoomChange } from './actor';

export interface GameStatusResult {
  /** The games set (empty when none matched), with the status each had before. */
  changed: { id: number; name_en: string; was: number }[];
  /** Every game id, to name the choices when none matched. */
  ids: number[];
}

/**
 * Puts one game or every game ('all') on sale (1) or pauses it (0), the one way for the console and the CLI: a paused
 * game refuses bets (40001) and keeps drawing. Each game asked gets its audit row (even when it already had that status:
 * the request is recorded) and its room change, in the caller's transaction.
 */
export async function setGameStatus(
  trx: Trx,
  publish: PublishRoomChange,
  which: number | 'all',
  status: 0 | 1,
  by: ChangedBy,
): Promise<GameStatusResult> {
  const games = await trx.selectFrom('games').select(['id', 'name_en', 'status']).orderBy('id').execute();
  const chosen = which === 'all' ? games : games.filter((g) => g.id === which);
  for (const game of chosen) {
    await trx.updateTable('games').set({ status }).where('id', '=', game.id).execute();
    await writeAudit(trx, {
      ...by,
      action: status === 1 ? 'game.resume' : 'game.pause',
      target: `game:${game.id}`,
      before: { status: game.status },
      after: { status },
    });
    await publish({ gameId: game.id, kind: 'status' }, trx);
  }
  return { changed: chosen.map((g) => ({ id: g.id, name_en: g.name_en, was: g.status })), ids: games.map((g) => g.id) };
}
