// What an open round could cost (issue 39), kept as bets are accepted: the rule is shared-contracts domain/exposure.ts; the
// running payouts per result live in round_exposure (the round's) and member_exposure (each member's), so every
// process adds to the same rows.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';
import {
  capacityOf,
  exposureRefusal,
  formatMoney,
  payoutsOf,
  RESULTS,
  type ExposureBefore,
  type ExposureLimits,
  type StakedBet,
} from 'shared-contracts';
import { AppError } from '../../i18n/errors';
import { EXPOSURE_REFUSAL, LOTTERY_ERR } from '../wire/errors';

const zeros = (): number[] => new Array<number>(RESULTS).fill(0);

/** The round's payouts per result before and after the bet (0 for a result it does not pay). */
export interface RoundTotals {
  before: number[];
  after: number[];
}

/**
 * Refuses the bet whole (rolling back its debit) when it would pass a limit, else adds its payouts to the member's and
 * the round's, answering the round's. Each is added to and read back in one statement: concurrent bets on the same
 * results wait for each other's row locks (PostgreSQL) or the single writer (SQLite), so the totals read back are never
 * stale.
 */
export async function guardExposure(
  trx: Db | Trx,
  bet: StakedBet,
  limits: ExposureLimits,
  roundId: number,
  userId: number,
): Promise<RoundTotals> {
  const payouts = payoutsOf(bet);
  if (exposureRefusal(bet, limits, { member: zeros(), round: zeros() }))
    refuse(bet, limits, { member: await memberPayouts(trx, roundId, userId), round: await roundPayouts(trx, roundId) });
  const member = beforeAdding(payouts, await addToMember(trx, roundId, userId, payouts));
  if (member.passes(limits.member)) refuse(bet, limits, { member: member.before, round: await roundPayouts(trx, roundId) });
  const round = beforeAdding(payouts, await addToRound(trx, roundId, payouts));
  if (round.passes(limits.round)) refuse(bet, limits, { member: member.before, round: round.before });
  return { before: round.before, after: round.after };
}

function refuse(bet: StakedBet, limits: ExposureLimits, before: ExposureBefore): never {
  const refusal = exposureRefusal(bet, limits, before)!;
  throw new AppError(EXPOSURE_REFUSAL[refusal.limit], { limit: formatMoney(refusal.amount), stake: formatMoney(refusal.largestStake) });
}

type Totals = { result: number; payout: number }[];

/** The totals the bet's rows reached, and what they held before it. */
function beforeAdding(payouts: readonly number[], after: Totals) {
  const before = zeros();
  const total = zeros();
  for (const { result, payout } of after) {
    before[result] = payout - payouts[result]!;
    total[result] = payout;
  }
  return { before, after: total, passes: (limit: number) => after.some(({ payout }) => payout > limit) };
}

const perResult = (rows: { result: number; payout: number | string }[]) => {
  const total = zeros();
  for (const row of rows) total[row.result] = Number(row.payout);
  return total;
};

/** What the round's accepted orders pay per result. */
export async function roundPayouts(db: Db | Trx, roundId: number): Promise<number[]> {
  return perResult(await db.selectFrom('round_exposure').select(['result', 'payout']).where('round_id', '=', roundId).execute());
}

async function memberPayouts(db: Db | Trx, roundId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_exposure')
    .select(['result', 'payout'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .execute();
  return perResult(rows);
}

const paying = (payouts: readonly number[]) => payouts.flatMap((payout, result) => (payout > 0 ? [{ result, payout }] : []));
const added = sql<number>`excluded.payout`;

async function addToRound(trx: Db | Trx, roundId: number, payouts: readonly number[]): Promise<Totals> {
  if (paying(payouts).length === 0) return [];
  const rows = await trx
    .insertInto('round_exposure')
    .values(paying(payouts).map((row) => ({ round_id: roundId, ...row })))
    .onConflict((oc) => oc.columns(['round_id', 'result']).doUpdateSet({ payout: sql`round_exposure.payout + ${added}` }))
    .returning(['result', 'payout'])
    .execute();
  return rows.map((row) => ({ result: row.result, payout: Number(row.payout) }));
}

async function addToMember(trx: Db | Trx, roundId: number, userId: number, payouts: readonly number[]): Promise<Totals> {
  if (paying(payouts).length === 0) return [];
  const rows = await trx
    .insertInto('member_exposure')
    .values(paying(payouts).map((row) => ({ round_id: roundId, user_id: userId, ...row })))
    .onConflict((oc) => oc.columns(['round_id', 'user_id', 'result']).doUpdateSet({ payout: sql`member_exposure.payout + ${added}` }))
    .returning(['result', 'payout'])
    .execute();
  return rows.map((row) => ({ result: row.result, payout: Number(row.payout) }));
}

/** What one more order of the member may pay per result in the open room's round `issue` (payoutRoom); 40009 for no such room. */
export async function payoutCapacity(db: Db, asked: { userId: number; gameId: number; planId: number; issue: string | null }) {
  const room = await db
    .selectFrom('plans as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select(['p.order_payout_limit', 'p.member_payout_limit', 'g.round_payout_limit'])
    .where('p.id', '=', asked.planId)
    .where('p.game_id', '=', asked.gameId)
    .where('p.retired_at', 'is', null)
    .executeTakeFirst();
  if (!room) throw new AppError(LOTTERY_ERR.roomUnknown);
  const limits = {
    order: Number(room.order_payout_limit),
    member: Number(room.member_payout_limit),
    round: Number(room.round_payout_limit),
  };
  const round = asked.issue
    ? await db
        .selectFrom('lottery_rounds')
        .select('id')
        .where('game_id', '=', asked.gameId)
        .where('issue', '=', asked.issue)
        .executeTakeFirst()
    : undefined;
  const before = round
    ? { member: await memberPayouts(db, round.id, asked.userId), round: await roundPayouts(db, round.id) }
    : { member: zeros(), round: zeros() };
  return capacityOf(limits, before);
}
