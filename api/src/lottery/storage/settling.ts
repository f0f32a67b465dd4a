import { sql } from 'kysely';
import { raiseAlert } from '../../alerts';
import { winAlert } from '../../alerts/sources';
import { isPostgres } from '../../db/rawStatement';
import type { Db } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { TRADE_MARK } from '../../domain/ledger/marks';
import { settleBet, ORDER_STATUS, ROUND_STATUS, parseOrderBet, type Faults } from '../../domain/lottery';
import type { Ledger } from '../../ledger';
import { recordPlayTurnover } from '../../promotions/turnover';

export interface SettledRound {
  id: number;
  game_id: number;
  issue: string;
  code: number;
}

export interface BatchResult {
  settled: number;
}

/** A share of a round's members (user_id mod `of` = `part`): shares never touch the same balance or order. */
export interface Partition {
  of: number;
  part: number;
}

export interface SettleOptions {
  batchSize: number;
  now: number;
  /** ALERT_WIN_ABOVE (minor units): an order paying more raises an alert (src/alerts), in the batch's transaction. */
  winAbove: number;
  faults?: Faults;
  partition?: Partition;
}

/** Ids per bulk statement. */
const CHUNK = 1000;

/**
 * Settles the next batch of pending orders of a drawn round in one transaction. Each order's payout is its
 * own (stake x odds per winning class, money.ts rounding) and is written on the order with whether_hit and
 * profit; the member's winnings of the batch are paid through the ledger as one credit (type 3, ref = the
 * round), all or nothing. Orders are taken member by member, so a member's winnings of a round are one
 * credit (two when the member's orders straddle a batch). The batch that settles a member's last order of the round
 * counts the round's stake at risk down their turnover left (promotions/turnover.ts) in the same transaction, so a
 * member's round counts when, and only when, all its orders are settled. Only pending
 * orders are read and every update is guarded by `status = pending`, so a batch run again after a crash finds nothing
 * left to pay or count.
 * Answers null when nothing is pending (in the partition); without a partition it then marks the round settled. A
 * voided round answers null at once.
 */
export async function settleBatch(
  db: Db,
  ledger: Ledger,
  round: SettledRound,
  { batchSize, now, winAbove, faults, partition }: SettleOptions,
): Promise<BatchResult | null> {
  const result = await db.transaction().execute(async (trx) => {
    // A voided round settles no more (its orders are refunded instead). FOR SHARE on PostgreSQL: a void waits for the
    // batch, and a batch after it sees the round voided.
    const current = await trx
      .selectFrom('lottery_rounds')
      .select('status')
      .where('id', '=', round.id)
      .$if(isPostgres(trx), (q) => q.forShare())
      .executeTakeFirst();
    if (current?.status === ROUND_STATUS.voided) return null;
    const orders = await trx
      .selectFrom('lottery_orders')
      .select(['id', 'order_no', 'user_id', 'play_type', 'odds', 'money', 'quantity'])
      .where('round_id', '=', round.id)
      .where('status', '=', ORDER_STATUS.pending)
      .$if(partition !== undefined, (q) => q.where(sql<number>`user_id % ${partition!.of}`, '=', partition!.part))
      .orderBy('user_id')
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (orders.length === 0) {
      if (!partition) {
        await trx
          .updateTable('lottery_rounds')
          .set({ status: ROUND_STATUS.settled, settled_at: now })
          .where('id', '=', round.id)
          .where('status', '=', ROUND_STATUS.drawn)
          .execute();
      }
      return null;
    }
    // Orders grouped by payout (0 = lost): one guarded update per payout value, as stakes repeat.
    const byPayout = new Map<number, number[]>();
    const winnings = new Map<number, number>();
    const roundName = `${round.game_id}:${round.issue}`;
    for (const order of orders) {
      const { payout } = settleBet(parseOrderBet(order), round.code);
      if (payout > winAbove) await raiseAlert({ now: () => now }, trx, winAlert({ ...order, payout }, roundName));
      const ids = byPayout.get(payout);
      if (ids) ids.push(order.id);
      else byPayout.set(payout, [order.id]);
      if (payout > 0) winnings.set(order.user_id, (winnings.get(order.user_id) ?? 0) + payout);
    }
    let updated = 0;
    for (const [payout, ids] of byPayout) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const r = await trx
          .updateTable('lottery_orders')
          .set((eb) => ({
            status: ORDER_STATUS.settled,
            whether_hit: payout > 0 ? 1 : 0,
            payout,
            profit: eb(eb.val(payout), '-', eb.ref('quantity')),
            settled_at: now,
          }))
          .where('id', 'in', ids.slice(i, i + CHUNK))
          .where('status', '=', ORDER_STATUS.pending)
          .executeTakeFirst();
        updated += Number(r.numUpdatedRows);
      }
    }
    if (updated !== orders.length) throw new Error(`orders of round ${round.id} were settled concurrently`);
    for (const [userId, amount] of winnings) {
      await ledger.post(
        trx,
        {
          userId,
          type: ENTRY_TYPE.profit,
          status: ENTRY_STATUS.passed,
          amount,
          mark: TRADE_MARK.win,
          ref: `round:${roundName}`,
        },
        now,
      );
    }
    // After the winnings: every writer takes a member's balance row before their turnover standing.
    await recordPlayTurnover(trx, round, orders, now);
    faults?.('settle:uncommitted');
    return { settled: orders.length };
  });
  faults?.(result ? 'settle:committed' : 'round:settled');
  return result;
}
