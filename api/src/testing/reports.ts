// Planted play for the reports' and the risk context's tests: orders written as settlement leaves them, without the
// engine (their figures are what the tests sum by hand).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema';
import { ORDER_STATUS } from '../domain/lottery';

let rounds = 0;

/** A round of `gameId` (drawn or not: the reports read only its orders). */
export async function plantRound(db: Db, gameId: number, at: number): Promise<number> {
  const row = await db
    .insertInto('lottery_rounds')
    .values({ game_id: gameId, issue: `t${++rounds}-${randomBytes(3).toString('hex')}`, opens_at: at, seals_at: at, draws_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An order of one class in `planId` of round `roundId`: settled at `settledAt` paying `payout`, or pending (null). */
export async function plantOrder(
  db: Db,
  order: { userId: number; gameId: number; planId: number; roundId: number; stake: number; payout: number; settledAt: number | null },
): Promise<void> {
  const settled = order.settledAt !== null;
  await db
    .insertInto('lottery_orders')
    .values({
      order_no: `o${randomBytes(6).toString('hex')}`,
      user_id: order.userId,
      game_id: order.gameId,
      plan_id: order.planId,
      round_id: order.roundId,
      issue: 'planted',
      play_type: '1',
      odds: '196',
      money: order.stake,
      quantity: order.stake,
      after_quantity: 0,
      status: settled ? ORDER_STATUS.settled : ORDER_STATUS.pending,
      whether_hit: order.payout > 0 ? 1 : 0,
      payout: order.payout,
      profit: order.payout - order.stake,
      created_at: order.settledAt ?? 0,
      settled_at: order.settledAt,
    })
    .execute();
}
