import { formatMoney, parseMoney } from 'shared-contracts';
import { setRoundLimit } from '../../lottery/admin/roundLimit';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

export const gameLimit: OpsCommand = {
  name: 'game:limit',
  usage: '<game_id> <u> [--reason "..."]',
  summary: 'set the most a round of the game may pay for any one result, all rooms together; bets accepted stay (audited)',
  async run({ by, db, notifications, out }, args) {
    const [gameArg, amountArg, flag, reason] = args;
    if (!gameArg || !/^\d{1,9}$/.test(gameArg) || !amountArg || (args.length !== 2 && (args.length !== 4 || flag !== '--reason')))
      throw usageError(gameLimit);
    const limit = parseMoney(amountArg);
    if (!limit) throw new OpsError(`"${amountArg}" is not an amount in u above 0`, 2);
    const changes = new RoomChanges(notifications);
    const gameId = Number(gameArg);
    await refusedInWords(() =>
      db
        .transaction()
        .execute((trx) =>
          setRoundLimit(trx, (change, t) => changes.publish(change, t), { gameId, limit }, { ...by, reason: reason ?? null }),
        ),
    );
    out(`game ${gameId}: a round pays at most ${formatMoney(limit)} for any one result`);
  },
};
