import { sql } from 'kysely';
import { ALL_CLASSES, DEFAULT_PAYOUT_LIMITS, defaultOddsHundredths } from 'shared-contracts';
import { writeAudit } from '../../audit/log';
import { isPostgres } from '../../db/rawStatement';
import type { Trx } from '../../db/schema';
import { AppError, ERR } from '../../i18n/errors';
import { GAME_ADMIN_ERR } from '../wire/errors';
import type { ChangedBy, PublishRoomChange } from './actor';

/** What the operator sets of a room: its titles, entry money and bet limits per class (minor units). */
export interface RoomSettings {
  title_tw: string;
  title_zh: string;
  title_en: string;
  /** The balance a member needs to bet in the room (spec spelling); 0: none. */
  joinmoeny: number;
  min_money: number;
  max_money: number;
  /** The most one order, and one member's orders of a round, may pay for any result (docs/game-rules.md 'Exposure'). */
  order_payout_limit: number;
  member_payout_limit: number;
}

type PayoutLimit = 'order_payout_limit' | 'member_payout_limit';

/** A room to change (`id`: a payout limit not given stays) or to add to `gameId` (a payout limit not given is the default). */
export interface RoomSave extends Omit<RoomSettings, PayoutLimit>, Partial<Pick<RoomSettings, PayoutLimit>> {
  id?: number;
  gameId: number;
}

const DEFAULT_ROOM_LIMITS = {
  order_payout_limit: DEFAULT_PAYOUT_LIMITS.order,
  member_payout_limit: DEFAULT_PAYOUT_LIMITS.member,
};

const settingsOf = (row: RoomSettings): RoomSettings => ({
  title_tw: row.title_tw,
  title_zh: row.title_zh,
  title_en: row.title_en,
  joinmoeny: Number(row.joinmoeny),
  min_money: Number(row.min_money),
  max_money: Number(row.max_money),
  order_payout_limit: Number(row.order_payout_limit),
  member_payout_limit: Number(row.member_payout_limit),
});

function checkSettings(room: RoomSettings): void {
  const whole = (n: number, least: number) => Number.isSafeInteger(n) && n >= least;
  const amounts = [room.min_money, room.max_money, room.order_payout_limit, room.member_payout_limit];
  if (!whole(room.joinmoeny, 0) || !amounts.every((amount) => whole(amount, 1))) throw new AppError(ERR.invalidInput);
  if (room.min_money > room.max_money) throw new AppError(GAME_ADMIN_ERR.minAboveMax);
}

/**
 * Adds a room to a game or changes an open room, the one way for the console and the CLI (room:save).
 * A room's limits are each class's too: its odds rows take the room's minimum and maximum (they were seeded equal and
 * nothing sets them apart). A new room takes the game's next tier and the default odds of docs/game-rules.md (every RTP
 * at or below 100%); change them with setOdds. Audited with the settings before and after; running servers re-read it.
 */
export async function saveRoom(trx: Trx, publish: PublishRoomChange, room: RoomSave, by: ChangedBy): Promise<{ id: number; tier: number }> {
  if (room.id === undefined) {
    const settings = settingsOf(withLimits(room, DEFAULT_ROOM_LIMITS));
    checkSettings(settings);
    return addRoom(trx, publish, room.gameId, settings, by);
  }
  const before = await trx
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', room.id)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!before || before.game_id !== room.gameId) throw new AppError(GAME_ADMIN_ERR.roomUnknown);
  if (before.retired_at !== null) throw new AppError(GAME_ADMIN_ERR.roomRetired);
  const settings = settingsOf(withLimits(room, settingsOf(before)));
  checkSettings(settings);
  await trx.updateTable('plans').set(settings).where('id', '=', room.id).execute();
  await trx
    .updateTable('odds')
    .set({ min_money: settings.min_money, max_money: settings.max_money })
    .where('plan_id', '=', room.id)
    .execute();
  await writeAudit(trx, { ...by, action: 'room.change', target: `room:${room.id}`, before: settingsOf(before), after: settings });
  await publish({ gameId: room.gameId, kind: 'room' }, trx);
  return { id: room.id, tier: before.tier };
}

const withLimits = (room: RoomSave, otherwise: Pick<RoomSettings, PayoutLimit>): RoomSettings => ({
  ...room,
  order_payout_limit: room.order_payout_limit ?? otherwise.order_payout_limit,
  member_payout_limit: room.member_payout_limit ?? otherwise.member_payout_limit,
});

async function addRoom(trx: Trx, publish: PublishRoomChange, gameId: number, settings: RoomSettings, by: ChangedBy) {
  // Room ids and tiers are the next free ones: two admins adding at once on PostgreSQL take turns (plain reads go on).
  if (isPostgres(trx)) await sql`lock table plans in share row exclusive mode`.execute(trx);
  const game = await trx.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw new AppError(GAME_ADMIN_ERR.gameUnknown);
  const last = await trx
    .selectFrom('plans')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max(eb.case().when('game_id', '=', gameId).then(eb.ref('tier')).end()).as('tier')])
    .executeTakeFirstOrThrow();
  const id = Number(last.id ?? 0) + 1;
  const tier = Number(last.tier ?? 0) + 1;
  await trx
    .insertInto('plans')
    .values({ id, game_id: gameId, tier, ...settings })
    .execute();
  await trx
    .insertInto('odds')
    .values(
      ALL_CLASSES.map((cls) => ({
        plan_id: id,
        class: cls,
        odds: defaultOddsHundredths(cls),
        min_money: settings.min_money,
        max_money: settings.max_money,
      })),
    )
    .execute();
  await writeAudit(trx, { ...by, action: 'room.add', target: `room:${id}`, after: { game_id: gameId, tier, ...settings } });
  await publish({ gameId, kind: 'room' }, trx);
  return { id, tier };
}

/**
 * Retires an open room for good: it leaves the hall and refuses new bets (40009, as an unknown room); bets already
 * placed in it settle as any other. Irreversible on purpose (its id and tier stay with its orders): to sell again, add a
 * room. A game keeps at least one open room (70045). Audited; running servers re-read the game.
 */
export async function retireRoom(
  trx: Trx,
  publish: PublishRoomChange,
  planId: number,
  by: ChangedBy,
  now = Date.now(),
): Promise<{ retiredAt: number }> {
  const room = await trx
    .selectFrom('plans')
    .select(['id', 'game_id', 'retired_at'])
    .where('id', '=', planId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!room) throw new AppError(GAME_ADMIN_ERR.roomUnknown);
  // The game's row held: two rooms of one game retired at once cannot both pass the last-room check.
  if (isPostgres(trx)) await trx.selectFrom('games').select('id').where('id', '=', room.game_id).forUpdate().execute();
  if (room.retired_at !== null) throw new AppError(GAME_ADMIN_ERR.roomRetired);
  const others = await trx
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_id', '=', room.game_id)
    .where('retired_at', 'is', null)
    .where('id', '!=', planId)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw new AppError(GAME_ADMIN_ERR.lastRoom);
  await trx.updateTable('plans').set({ retired_at: now }).where('id', '=', planId).execute();
  await writeAudit(
    trx,
    { ...by, action: 'room.retire', target: `room:${planId}`, before: { retired_at: null }, after: { retired_at: now } },
    now,
  );
  await publish({ gameId: room.game_id, kind: 'room' }, trx);
  return { retiredAt: now };
}
