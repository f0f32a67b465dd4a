import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * The wins index holds wins only: every bet is written with whether_hit 0 and every losing bet settled, so a
 * full index cost each bet and each settlement a B-tree write that no read ever used. (settled_at, id) is
 * the marquee's order.
 */
export const lotteryWinsPartial: Migration = {
  name: '022_lottery_wins_partial',
  async up(db) {
    await db.schema.dropIndex('lottery_orders_hits').execute();
    await db.schema
      .createIndex('lottery_orders_wins')
      .on('lottery_orders')
      .columns(['settled_at', 'id'])
      .where(sql.ref('whether_hit'), '=', 1)
      .execute();
  },
};
