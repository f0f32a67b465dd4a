import type { Db, Dialect } from '../../db/schema';
import { drawDigits, ROUND_STATUS, type Faults } from '../../domain/lottery';
import type { ChainVault } from './chains';
import type { RoundRow } from './rounds';

export interface DrawnRound {
  id: number;
  gameId: number;
  issue: string;
  digits: readonly [number, number, number];
  code: number;
  drawsAt: number;
}

/**
 * Draws due rounds of one game in draw order, in one transaction: each takes the chain's next link,
 * its digits come from that link (no other source), the link is revealed, `join` is counted. A round
 * already drawn is skipped, and a chain position can be used once (unique), so nothing draws twice.
 */
export async function drawRounds(
  db: Db,
  dialect: Dialect,
  vault: ChainVault,
  rounds: readonly RoundRow[],
  drawnBy: string,
  now: number,
  faults?: Faults,
): Promise<DrawnRound[]> {
  return db.transaction().execute(async (trx) => {
    const drawn: DrawnRound[] = [];
    for (const round of rounds) {
      // On PostgreSQL this waits for bets still writing to the round (they hold FOR SHARE).
      const current = await trx
        .selectFrom('lottery_rounds')
        .select('status')
        .where('id', '=', round.id)
        .$if(dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!current || current.status !== ROUND_STATUS.open) continue;
      const link = await vault.nextLink(trx, round.game_id);
      const digits = drawDigits(link.link, link.salt, round.issue);
      const code = digits[0] + digits[1] + digits[2];
      const bets = await trx
        .selectFrom('lottery_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('round_id', '=', round.id)
        .executeTakeFirstOrThrow();
      const result = await trx
        .updateTable('lottery_rounds')
        .set({
          status: ROUND_STATUS.drawn,
          chain_id: link.chainId,
          chain_round: link.k,
          link: link.link,
          site_1: digits[0],
          site_2: digits[1],
          site_3: digits[2],
          code,
          bet_count: Number(bets.n),
          drawn_at: now,
          drawn_by: drawnBy,
        })
        .where('id', '=', round.id)
        .where('status', '=', ROUND_STATUS.open)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error(`round ${round.id} changed while drawing`);
      drawn.push({ id: round.id, gameId: round.game_id, issue: round.issue, digits, code, drawsAt: Number(round.draws_at) });
    }
    faults?.('draw:uncommitted');
    return drawn;
  });
}
