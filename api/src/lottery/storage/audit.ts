import type { Db } from '../../db/schema';
import { drawDigits, hashLink, HashChain } from '../../domain/lottery';

export interface ChainReport {
  chains: { gameId: number; chainId: number; length: number; rounds: number; commitment: string }[];
  rounds: number;
  problems: string[];
}

const PAGE = 5000;

/**
 * What any player could check, for every drawn round (docs/fairness.md): the link hashes to the link revealed
 * before it (the commitment for a chain's first round), positions follow one another without a gap, and the
 * digits and the sum recompute from the link, the salt and the issue. And what only the operator can:
 * each stored secret hashes to its published commitment.
 */
export async function verifyChains(db: Db, gameId?: number): Promise<ChainReport> {
  let query = db.selectFrom('lottery_chains').selectAll().orderBy('game_id').orderBy('id');
  if (gameId !== undefined) query = query.where('game_id', '=', gameId);
  const report: ChainReport = { chains: [], rounds: 0, problems: [] };
  for (const chain of await query.execute()) {
    const where = `game ${chain.game_id} chain ${chain.id}`;
    try {
      if (new HashChain(chain.seed, chain.length).commitment !== chain.commitment)
        report.problems.push(`${where}: the secret does not hash to the commitment`);
    } catch {
      report.problems.push(`${where}: the secret is missing or malformed`);
    }
    let previous = chain.commitment;
    let position = 0;
    for (;;) {
      const rows = await db
        .selectFrom('lottery_rounds')
        .select(['issue', 'chain_round', 'link', 'site_1', 'site_2', 'site_3', 'code'])
        .where('chain_id', '=', chain.id)
        .where('chain_round', '>', position)
        .orderBy('chain_round')
        .limit(PAGE)
        .execute();
      for (const r of rows) {
        const at = `${where} round ${r.issue} (#${r.chain_round})`;
        if (r.chain_round !== position + 1) report.problems.push(`${at}: follows #${position}, a position was skipped`);
        if (!r.link || hashLink(r.link) !== previous) report.problems.push(`${at}: the link does not hash to the previous link`);
        const digits = r.link ? drawDigits(r.link, chain.salt, r.issue) : null;
        if (!digits || digits[0] !== r.site_1 || digits[1] !== r.site_2 || digits[2] !== r.site_3)
          report.problems.push(`${at}: the digits do not recompute`);
        if (r.code !== (r.site_1 ?? 0) + (r.site_2 ?? 0) + (r.site_3 ?? 0)) report.problems.push(`${at}: the sum is not the digits' sum`);
        previous = r.link ?? previous;
        position = r.chain_round!;
      }
      report.rounds += rows.length;
      if (rows.length < PAGE) break;
    }
    report.chains.push({ gameId: chain.game_id, chainId: chain.id, length: chain.length, rounds: position, commitment: chain.commitment });
  }
  return report;
}
