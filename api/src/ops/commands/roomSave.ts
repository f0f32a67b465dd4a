import { DEFAULT_PAYOUT_LIMITS, formatMoney, parseMoney } from 'shared-contracts';
import { saveRoom, type RoomSettings } from '../../lottery/admin/rooms';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

const FLAGS = {
  '--tw': 'title_tw',
  '--zh': 'title_zh',
  '--en': 'title_en',
  '--entry': 'joinmoeny',
  '--min': 'min_money',
  '--max': 'max_money',
  '--order-limit': 'order_payout_limit',
  '--member-limit': 'member_payout_limit',
} as const;
type Flag = keyof typeof FLAGS;
const MONEY = new Set<string>(['joinmoeny', 'min_money', 'max_money', 'order_payout_limit', 'member_payout_limit']);
/** Not given for a new room: the defaults of docs/game-rules.md 'Exposure'. */
const OPTIONAL = new Set<string>(['--order-limit', '--member-limit']);

export const roomSave: OpsCommand = {
  name: 'room:save',
  usage:
    '<game_id> [--room <plan_id>] --tw <title> --zh <title> --en <title> --entry <u> --min <u> --max <u> [--order-limit <u>] [--member-limit <u>] [--reason "..."]',
  summary:
    'add a room to a game (every setting; the next tier, default odds and payout limits) or change one (--room: only the settings given); amounts in u; minimum per option at most the maximum; the payout limits bound one order and one member in a round (audited)',
  async run({ by, db, notifications, out }, args) {
    const [gameArg, ...rest] = args;
    if (!gameArg || !/^\d{1,9}$/.test(gameArg) || rest.length % 2 !== 0) throw usageError(roomSave);
    const given: Partial<Record<keyof RoomSettings, unknown>> = {};
    let planId: number | undefined;
    let reason: string | null = null;
    for (let i = 0; i < rest.length; i += 2) {
      const [flag, value] = [rest[i]!, rest[i + 1]!];
      if (flag === '--room' && /^\d{1,9}$/.test(value)) planId = Number(value);
      else if (flag === '--reason') reason = value;
      else if (flag in FLAGS) {
        const field = FLAGS[flag as Flag];
        const amount = MONEY.has(field) ? parseMoney(value) : value.trim();
        if (amount === null || amount === '')
          throw new OpsError(`${flag}: "${value}" is not ${MONEY.has(field) ? 'an amount in u' : 'a title'}`, 2);
        given[field] = amount;
      } else throw usageError(roomSave);
    }
    const gameId = Number(gameArg);
    const changes = new RoomChanges(notifications);
    const saved = await refusedInWords(() =>
      db.transaction().execute(async (trx) => {
        const current =
          planId === undefined ? undefined : await trx.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
        if (planId !== undefined && !current) throw new OpsError(`no room ${planId}`);
        const settings = { ...current, ...given } as Partial<RoomSettings>;
        const missing = Object.entries(FLAGS).filter(([flag, field]) => !OPTIONAL.has(flag) && settings[field] === undefined);
        if (missing.length) throw new OpsError(`a new room needs ${missing.map(([flag]) => flag).join(', ')}`, 2);
        const room = settings as RoomSettings;
        const done = await saveRoom(trx, (change, t) => changes.publish(change, t), { ...room, id: planId, gameId }, { ...by, reason });
        return { ...done, room };
      }),
    );
    const { room } = saved;
    out(
      `room ${saved.id} (game ${gameId}, tier ${saved.tier}) ${planId === undefined ? 'added' : 'saved'}: ${room.title_en}, entry ${formatMoney(Number(room.joinmoeny))}, ` +
        `${formatMoney(Number(room.min_money))} to ${formatMoney(Number(room.max_money))} per option` +
        `, an order pays at most ${formatMoney(Number(room.order_payout_limit ?? DEFAULT_PAYOUT_LIMITS.order))}` +
        `, a member's orders of a round ${formatMoney(Number(room.member_payout_limit ?? DEFAULT_PAYOUT_LIMITS.member))}`,
    );
  },
};
