import type { Db, Trx } from '../../db/schema';
import type { RoomChange } from '../engine/roomChanges';

export interface GameStatusDeps {
  db: Db;
  /** Tells the api processes (RoomChanges.publish), after the transaction commits. */
  publish: (change: RoomChange, trx: Trx) => Promise<void>;
}

export interface GameStatusResult {
  /** The games set (empty when none matched), with the status each had before. */
  changed: { id: number; name_en: string; was: number }[];
  /** Every game id, to name the choices when none matched. */
  ids: number[];
}

/** Puts one game ('<id>') or every game ('all') on sale (1) or pauses it (0), and tells every api process. */
export async function setGameStatus(deps: GameStatusDeps, which: string, status: 0 | 1): Promise<GameStatusResult> {
  return deps.db.transaction().execute(async (trx) => {
    const games = await trx.selectFrom('games').select(['id', 'name_en', 'status']).orderBy('id').execute();
    const chosen = which === 'all' ? games : games.filter((g) => String(g.id) === which);
    for (const game of chosen) {
      await trx.updateTable('games').set({ status }).where('id', '=', game.id).execute();
      await deps.publish({ gameId: game.id, kind: 'status' }, trx);
    }
    return { changed: chosen.map((g) => ({ id: g.id, name_en: g.name_en, was: g.status })), ids: games.map((g) => g.id) };
  });
}
