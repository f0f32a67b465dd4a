import { RoomChanges } from '../../lottery/engine/roomChanges';
import { setGameStatus } from '../../lottery/admin/gameStatus';
import { OpsError, row, usageError, type OpsCommand, type CliContext } from '../command';

/** `<game_id|all> [--reason "..."]`: the game asked and the reason, or null when the arguments do not fit. */
function statusArgs(args: string[]): { which: number | 'all' | null; reason: string | null } | null {
  const [which, flag, reason] = args;
  if (!which || (args.length !== 1 && (args.length !== 3 || flag !== '--reason'))) return null;
  return { which: which === 'all' ? 'all' : /^\d{1,9}$/.test(which) ? Number(which) : null, reason: reason ?? null };
}

/** game:pause and game:resume: one game by id, or every game with 'all'; the console's service, audited as the --by operator. */
export async function runSetGameStatus(command: OpsCommand, { by, db, notifications, out }: CliContext, args: string[], status: 0 | 1) {
  const asked = statusArgs(args);
  if (!asked) throw usageError(command);
  const changes = new RoomChanges(notifications);
  const { changed, ids } = await db
    .transaction()
    .execute((trx) =>
      setGameStatus(trx, (change, t) => changes.publish(change, t), asked.which ?? -1, status, { ...by, reason: asked.reason }),
    );
  if (changed.length === 0) throw new OpsError(`no game "${args[0]}" (ids: ${ids.join(', ')}, or all)`);
  for (const game of changed)
    out(row(game.id, game.name_en, `${status === 1 ? 'on sale' : 'paused'}${game.was === status ? ' (unchanged)' : ''}`));
}
