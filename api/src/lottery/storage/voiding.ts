import type { Trx } from '../../db/schema';
import { isPostgres } from '../../db/rawStatement';
import { ROUND_STATUS } from '../../domain/lottery';

/** Why a round cannot be voided: no such round, still on sale (not sealed), or voided already. */
export type VoidRefusal = 'unknown' | 'on_sale' | 'voided';

export interface RoundToVoid {
  id: number;
  game_id: number;
  issue: string;
  status: number;
}

/**
 * The round of a game and issue if it may be voided now (sealed, in any state but voided), else why not. `lock` holds
 * its row to the end of the transaction (PostgreSQL FOR UPDATE): a bet (FOR SHARE), the draw (FOR UPDATE) and a
 * settlement batch (FOR SHARE) of the round wait for the void, or the void for them, and then see what it wrote.
 */
export async function roundToVoid(
  trx: Trx,
  at: { gameId: number; issue: string; now: number },
  lock = false,
): Promise<{ round: RoundToVoid } | { refusal: VoidRefusal }> {
  const round = await trx
    .selectFrom('lottery_rounds')
    .select(['id', 'game_id', 'issue', 'status', 'seals_at'])
    .where('game_id', '=', at.gameId)
    .where('issue', '=', at.issue)
    .$if(lock && isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!round) return { refusal: 'unknown' };
  if (round.status === ROUND_STATUS.voided) return { refusal: 'voided' };
  if (at.now < Number(round.seals_at)) return { refusal: 'on_sale' };
  return { round: { id: round.id, game_id: round.game_id, issue: round.issue, status: round.status } };
}

/** Who voided a round and why (round_voids). */
export interface VoidRecord {
  reason: string;
  requestId: number;
  askedBy: string;
  approvedBy: string;
  now: number;
}

/**
 * Marks a round read by roundToVoid (locked) voided, from the status it was read in, and records why: the draw and
 * the settlement skip it from then on, and no bet lands on it. Its orders are refunded afterwards, in batches
 * (wallet/refunds/roundRefunds.ts). Throws when the round changed since it was read (the caller's transaction rolls back).
 */
export async function markVoided(trx: Trx, round: RoundToVoid, record: VoidRecord): Promise<void> {
  const updated = await trx
    .updateTable('lottery_rounds')
    .set({ status: ROUND_STATUS.voided })
    .where('id', '=', round.id)
    .where('status', '=', round.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`round ${round.id} changed while being voided`);
  await trx
    .insertInto('round_voids')
    .values({
      round_id: round.id,
      reason: record.reason,
      request_id: record.requestId,
      asked_by: record.askedBy,
      approved_by: record.approvedBy,
      voided_at: record.now,
    })
    .execute();
}
