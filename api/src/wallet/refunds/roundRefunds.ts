// Refunding a voided round (issue 39, docs/game-rules.md 'Voided rounds'): batches like the settlement's
// (lottery/storage/settling.ts), each one transaction, resumed by the scheduler's pass after a crash. Here, not in
// lottery/, because a refund is wallet work (the ledger, the turnover, the member's message) on lottery rows.
import { isPostgres } from '../../db/rawStatement';
import type { Db, Trx } from '../../db/schema';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { TRADE_MARK } from '../../domain/ledger/marks';
import { voidRefund, ORDER_STATUS, type Faults } from '../../domain/lottery';
import type { Ledger } from '../../ledger';
import { writeMessage } from '../../messages/write';
import { giveBackRoundTurnover } from '../../promotions/turnover';

/** A voided round not yet fully refunded. */
export interface VoidedRound {
  id: number;
  game_id: number;
  issue: string;
  reason: string;
}

export interface RefundOptions {
  batchSize: number;
  now: number;
  faults?: Faults;
}

/** Ids per bulk statement. */
const CHUNK = 1000;
const UNREFUNDED = [ORDER_STATUS.pending, ORDER_STATUS.settled];

/** The entries' ref: the round, as a settlement's winnings name it (`round:`), a refund `void:`. */
export const refundRef = (round: Pick<VoidedRound, 'game_id' | 'issue'>) => `void:${round.game_id}:${round.issue}`;

/** Voided rounds with orders still to refund, oldest void first. */
export async function unrefundedRounds(db: Db | Trx): Promise<VoidedRound[]> {
  const rows = await db
    .selectFrom('round_voids as v')
    .innerJoin('lottery_rounds as r', 'r.id', 'v.round_id')
    .select(['r.id', 'r.game_id', 'r.issue', 'v.reason'])
    .where('v.refunded_at', 'is', null)
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Refunds the next batch of a voided round's orders in one transaction, members in id order: each order turns voided
 * from the status it was read in (a guarded update) with its refund (domain/lottery voidRefund: a pending order its
 * stake, a settled one what its payout fell short of the stake); each member's refunds of the batch are one ledger
 * credit (a bet returned, ref `void:<game>:<issue>`); what the member's round counted of the turnover is given back
 * once; and the batch that refunds a member's last order of the round writes their message (the round, the reason,
 * the total refunded). Only orders not yet voided are read, so a batch run again after a crash finds nothing to pay.
 * Answers null when nothing is left, marking the void refunded; the round's round_voids row is locked first
 * (PostgreSQL), so two runners (the approval's, a scheduler's) take a round's batches one at a time.
 */
export async function refundBatch(
  db: Db,
  ledger: Ledger,
  round: VoidedRound,
  { batchSize, now, faults }: RefundOptions,
): Promise<number | null> {
  const refunded = await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('round_voids')
      .select('refunded_at')
      .where('round_id', '=', round.id)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!open || open.refunded_at !== null) return null;
    const orders = await trx
      .selectFrom('lottery_orders')
      .select(['id', 'user_id', 'status', 'quantity', 'payout'])
      .where('round_id', '=', round.id)
      .where('status', 'in', UNREFUNDED)
      .orderBy('user_id')
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (orders.length === 0) {
      await trx.updateTable('round_voids').set({ refunded_at: now }).where('round_id', '=', round.id).execute();
      return null;
    }
    const groups = new Map<string, { status: number; refund: number; ids: number[] }>();
    const byMember = new Map<number, number>();
    for (const order of orders) {
      const settled = order.status === ORDER_STATUS.settled;
      const refund = voidRefund({ settled, stake: Number(order.quantity), payout: Number(order.payout) });
      const key = `${order.status}:${refund}`;
      const group = groups.get(key) ?? { status: order.status, refund, ids: [] };
      group.ids.push(order.id);
      groups.set(key, group);
      byMember.set(order.user_id, (byMember.get(order.user_id) ?? 0) + refund);
    }
    let updated = 0;
    for (const { status, refund, ids } of groups.values()) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const r = await trx
          .updateTable('lottery_orders')
          .set({ status: ORDER_STATUS.voided, refund })
          .where('id', 'in', ids.slice(i, i + CHUNK))
          .where('status', '=', status)
          .executeTakeFirst();
        updated += Number(r.numUpdatedRows);
      }
    }
    if (updated !== orders.length) throw new Error(`orders of round ${round.id} changed while being refunded`);
    for (const [userId, amount] of byMember) {
      if (amount > 0)
        await ledger.post(
          trx,
          { userId, type: ENTRY_TYPE.purchase, status: ENTRY_STATUS.rejected, amount, mark: TRADE_MARK.refund, ref: refundRef(round) },
          now,
        );
    }
    // After the refunds: every writer takes a member's balance row before their turnover standing.
    const members = [...byMember.keys()];
    await giveBackRoundTurnover(trx, round, members, now);
    await tellRefunded(trx, round, members, now);
    faults?.('refund:uncommitted');
    return orders.length;
  });
  faults?.(refunded === null ? 'round:refunded' : 'refund:committed');
  return refunded;
}

/** Refunds every voided round not yet fully refunded, batch after batch (the approval's run, the scheduler's resume). */
export async function refundVoidedRounds(db: Db, ledger: Ledger, options: RefundOptions): Promise<void> {
  for (const round of await unrefundedRounds(db)) {
    while ((await refundBatch(db, ledger, round, options)) !== null);
  }
}

/** The message of each of `userIds` with no order of the round left to refund: the total their orders got back. */
async function tellRefunded(trx: Trx, round: VoidedRound, userIds: number[], now: number): Promise<void> {
  const game = await trx
    .selectFrom('games')
    .select(['name_tw', 'name_zh', 'name_en'])
    .where('id', '=', round.game_id)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const chunk = userIds.slice(i, i + CHUNK);
    const waiting = await trx
      .selectFrom('lottery_orders')
      .select('user_id')
      .distinct()
      .where('round_id', '=', round.id)
      .where('status', 'in', UNREFUNDED)
      .where('user_id', 'in', chunk)
      .execute();
    const later = new Set(waiting.map((row) => row.user_id));
    const done = chunk.filter((userId) => !later.has(userId));
    if (done.length === 0) continue;
    const totals = await trx
      .selectFrom('lottery_orders')
      .select(['user_id', (eb) => eb.fn.sum<number | string>('refund').as('refund')])
      .where('round_id', '=', round.id)
      .where('user_id', 'in', done)
      .groupBy('user_id')
      .execute();
    for (const total of totals) {
      const params = { game_tw: game.name_tw, game_zh: game.name_zh, game_en: game.name_en, issue: round.issue, reason: round.reason };
      await writeMessage(trx, { userId: total.user_id, kind: 'round_voided', params: { ...params, amount: Number(total.refund) }, now });
    }
  }
}
