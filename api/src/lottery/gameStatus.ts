import type { OpsContext } from '../ops/command';
import { OpsError, row } from '../ops/command';
import { publishFromOutside } from './changes';

/** The ops commands game:pause and game:resume: one game by id, or every game with 'all'. */
export async function setGameStatus(ctx: OpsContext, arg: string, status: 0 | 1): Promise<void> {
  const { db, dialect, config, out } = ctx;
  const games = await db.selectFrom('games').select(['id', 'name_en', 'status']).orderBy('id').execute();
  const chosen = arg === 'all' ? games : games.filter((g) => String(g.id) === arg);
  if (chosen.length === 0) throw new OpsError(`no game "${arg}" (ids: ${games.map((g) => g.id).join(', ')}, or all)`);
  for (const game of chosen) {
    await db.updateTable('games').set({ status }).where('id', '=', game.id).execute();
    await publishFromOutside(db, dialect, config.databaseSchema, { gameId: game.id, kind: 'status' });
    out(row(game.id, game.name_en, `${status === 1 ? 'on sale' : 'paused'}${game.status === status ? ' (unchanged)' : ''}`));
  }
}
