import { RESULTS } from 'shared-contracts';
import type { Db } from '../../db/schema';
import { toUnixSeconds } from '../../domain/time';
import { ROUND_STATUS } from '../../domain/lottery';

/**
 * Every open round (bets still coming or sealed, not drawn) with what it would pay for each result, its worst result
 * and the game's round limit (docs/game-rules.md 'Exposure'): the console's live view. Two reads, whatever the rounds.
 */
export async function openRoundsExposure(db: Db) {
  const rounds = await db
    .selectFrom('lottery_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.game_id', 'r.issue', 'r.seals_at', 'g.name_tw', 'g.name_zh', 'g.name_en', 'g.round_payout_limit'])
    .where('r.status', '=', ROUND_STATUS.open)
    .orderBy('r.game_id')
    .orderBy('r.draws_at')
    .execute();
  const rows = await db
    .selectFrom('round_exposure')
    .select(['round_id', 'result', 'payout'])
    .where('round_id', 'in', [0, ...rounds.map((round) => round.id)])
    .execute();
  return rounds.map((round) => {
    const payouts = new Array<number>(RESULTS).fill(0);
    for (const row of rows) if (row.round_id === round.id) payouts[row.result] = Number(row.payout);
    const worst = payouts.reduce((at, payout, result) => (payout > payouts[at]! ? result : at), 0);
    return {
      game_id: round.game_id,
      name_tw: round.name_tw,
      name_zh: round.name_zh,
      name_en: round.name_en,
      issue: round.issue,
      seals_at: toUnixSeconds(Number(round.seals_at)),
      round_payout_limit: Number(round.round_payout_limit),
      payouts,
      worst_result: worst,
      worst_payout: payouts[worst]!,
    };
  });
}
