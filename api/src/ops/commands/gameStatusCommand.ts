import { RoomChanges } from '../../lottery/engine/roomChanges';
import { setGameStatus } from '../../lottery/storage/gameStatus';
import { OpsError, row, type OpsContext } from '../command';

/** game:pause and game:resume: one game by id, or every game with 'all'; a row per game set. */
export async function runSetGameStatus({ db, notifications, out }: OpsContext, which: string, status: 0 | 1): Promise<void> {
  const changes = new RoomChanges(notifications);
  const { changed, ids } = await setGameStatus({ db, publish: (change, trx) => changes.publish(change, trx) }, which, status);
  if (changed.length === 0) throw new OpsError(`no game "${which}" (ids: ${ids.join(', ')}, or all)`);
  for (const game of changed)
    out(row(game.id, game.name_en, `${status === 1 ? 'on sale' : 'paused'}${game.was === status ? ' (unchanged)' : ''}`));
}
