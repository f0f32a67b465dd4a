import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/schema';
import { type RoundSlot, type SalesCalendar, ROUND_STATUS } from '../../domain/lottery';
import { type LotteryRoundsTable } from './tables';

export type RoundRow = Selectable<LotteryRoundsTable>;

const INSERT_CHUNK = 200;

/** Creates the rounds of these calendar slots that do not exist yet (any process may: the issue is unique per game). */
export async function openRounds(db: Db | Trx, gameId: number, slots: readonly RoundSlot[]): Promise<void> {
  for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
    const values = slots.slice(i, i + INSERT_CHUNK).map((s) => ({
      game_id: gameId,
      issue: s.issue,
      opens_at: s.opensAt,
      seals_at: s.sealsAt,
      draws_at: s.drawsAt,
    }));
    await db
      .insertInto('lottery_rounds')
      .values(values)
      .onConflict((oc) => oc.columns(['game_id', 'issue']).doNothing())
      .execute();
  }
}

export async function findRound(db: Db | Trx, gameId: number, issue: string) {
  return db
    .selectFrom('lottery_rounds')
    .select(['id', 'status', 'seals_at'])
    .where('game_id', '=', gameId)
    .where('issue', '=', issue)
    .executeTakeFirst();
}

/**
 * Where the calendar must be resumed for a game (rounds drawing after this instant are due): the last
 * drawn round's draw; or, when nothing was ever drawn, the opening of the first round that exists (the
 * round before it draws at that instant, so it is not included); or now (a fresh start opens only the current round).
 */
export async function resumePoint(db: Db | Trx, gameId: number, now: number): Promise<number> {
  const drawn = await db
    .selectFrom('lottery_rounds')
    .select('draws_at')
    .where('game_id', '=', gameId)
    .where('status', '>=', ROUND_STATUS.drawn)
    .orderBy('draws_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (drawn) return Number(drawn.draws_at);
  const first = await db
    .selectFrom('lottery_rounds')
    .select('opens_at')
    .where('game_id', '=', gameId)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  return first ? Math.min(Number(first.opens_at), now) : now;
}

/** The calendar slots a scheduler must have as rounds at `now`: every one drawn since `from`, and the current one. */
export function slotsToOpen(calendar: SalesCalendar, from: number, now: number, limit: number): RoundSlot[] {
  const slots: RoundSlot[] = [];
  for (const slot of calendar.roundsDrawnBetween(from, now)) {
    slots.push(slot);
    if (slots.length >= limit) return slots;
  }
  const current = calendar.roundAt(now);
  if (current) slots.push(current);
  return slots;
}

export async function dueRounds(db: Db | Trx, gameId: number, now: number, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', ROUND_STATUS.open)
    .where('draws_at', '<=', now)
    .orderBy('draws_at')
    .limit(limit)
    .execute();
}

export async function unsettledRounds(db: Db | Trx, gameId: number): Promise<RoundRow[]> {
  return db
    .selectFrom('lottery_rounds')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', ROUND_STATUS.drawn)
    .orderBy('draws_at')
    .execute();
}
