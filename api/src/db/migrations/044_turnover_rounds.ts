import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Turnover counts only money at risk (issue 38, docs/game-rules.md): a settled stake counts per member and round, one
 * play entry (ref `round:<game>:<issue>:<member>`) whose `returned` is what the member's bets of that round pay back
 * whatever the draw. Play entries written before carry null: one order each, counted whole, as the rule then was.
 */
export const turnoverRounds: Migration = {
  name: '044_turnover_rounds',
  async up(db) {
    await db.schema
      .alterTable('turnover_entries')
      .addColumn('returned', 'bigint', (c) => c.check(sql`returned >= 0`))
      .execute();
  },
};
