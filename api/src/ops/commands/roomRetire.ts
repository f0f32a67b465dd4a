import { retireRoom } from '../../lottery/admin/rooms';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

export const roomRetire: OpsCommand = {
  name: 'room:retire',
  usage: '<plan_id> [--reason "..."]',
  summary: 'retire a room for good: it leaves the hall and takes no new bet, bets placed settle; a game keeps one open room (audited)',
  async run({ by, db, notifications, out }, args) {
    const [planArg, flag, reason] = args;
    if (!planArg || !/^\d{1,9}$/.test(planArg) || (args.length !== 1 && (args.length !== 3 || flag !== '--reason')))
      throw usageError(roomRetire);
    const changes = new RoomChanges(notifications);
    await refusedInWords(() =>
      db
        .transaction()
        .execute((trx) => retireRoom(trx, (change, t) => changes.publish(change, t), Number(planArg), { ...by, reason: reason ?? null })),
    );
    out(`room ${planArg} retired: out of the hall, new bets refused; bets placed settle`);
  },
};
