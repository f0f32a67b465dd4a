// What an open round could cost (issue 39), kept as bets are accepted: the rule is domain/lottery/exposure.ts, the
// round's running payouts per result live in round_exposure, so every process adds to the same rows.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';
import { addPayouts, exposureRefusal, payoutsOf, RESULTS, type ExposureLimits, type PlacedBet } from '../../domain/lottery';
import { AppError } from '../../i18n/errors';
import { formatMoney } from 'shared-contracts';
import { EXPOSURE_REFUSAL } from '../wire/errors';
import { parseOrderBet } from '../wire/orderCodec';
import { ORDER_STATUS } from './tables';

const zeros = (): number[] => new Array<number>(RESULTS).fill(0);

/**
 * Refuses the bet whole (rolling back its debit) when it would pass a limit, else adds its payouts to the round's.
 * Runs after the stake's debit, which holds the member's row: the member's own orders cannot change meanwhile. The
 * round's rows are added to and read back in one statement: concurrent bets on the same results wait for each other's
 * row locks (PostgreSQL) or the single writer (SQLite), so the sum read back is never stale.
 */
export async function guardExposure(trx: Db | Trx, bet: PlacedBet, limits: ExposureLimits, roundId: number, userId: number): Promise<void> {
  const member = await memberPayouts(trx, roundId, userId);
  const first = exposureRefusal(bet, limits, { member, round: zeros() });
  if (first) refuse(exposureRefusal(bet, limits, { member, round: await roundPayouts(trx, roundId) }) ?? first);
  const payouts = payoutsOf(bet);
  const after = await addToRound(trx, roundId, payouts);
  if (after.every(({ payout }) => payout <= limits.round)) return;
  const before = zeros();
  for (const { result, payout } of after) before[result] = payout - payouts[result]!;
  refuse(exposureRefusal(bet, limits, { member, round: before })!);
}

function refuse(refusal: NonNullable<ReturnType<typeof exposureRefusal>>): never {
  throw new AppError(EXPOSURE_REFUSAL[refusal.limit], { limit: formatMoney(refusal.amount), stake: formatMoney(refusal.largestStake) });
}

/** What the member's orders of the round pay per result (the open round's orders, by its index). */
async function memberPayouts(trx: Db | Trx, roundId: number, userId: number): Promise<number[]> {
  const orders = await trx
    .selectFrom('lottery_orders')
    .select(['play_type', 'odds', 'money'])
    .where('round_id', '=', roundId)
    .where('status', '=', ORDER_STATUS.pending)
    .where('user_id', '=', userId)
    .execute();
  return orders.reduce((total, order) => addPayouts(total, payoutsOf(parseOrderBet(order))), zeros());
}

/** What the round's accepted orders pay per result. */
export async function roundPayouts(trx: Db | Trx, roundId: number): Promise<number[]> {
  const rows = await trx.selectFrom('round_exposure').select(['result', 'payout']).where('round_id', '=', roundId).execute();
  const total = zeros();
  for (const row of rows) total[row.result] = Number(row.payout);
  return total;
}

/** Adds the bet's payouts to the round's rows of the results it pays on; answers those rows' new totals. */
async function addToRound(trx: Db | Trx, roundId: number, payouts: readonly number[]) {
  const values = payouts.flatMap((payout, result) => (payout > 0 ? [{ round_id: roundId, result, payout }] : []));
  if (values.length === 0) return [];
  const rows = await trx
    .insertInto('round_exposure')
    .values(values)
    .onConflict((oc) => oc.columns(['round_id', 'result']).doUpdateSet({ payout: sql`round_exposure.payout + excluded.payout` }))
    .returning(['result', 'payout'])
    .execute();
  return rows.map((row) => ({ result: row.result, payout: Number(row.payout) }));
}
