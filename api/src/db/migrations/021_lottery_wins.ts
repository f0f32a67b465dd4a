import type { Migration } from './types';

/** The home marquee reads the latest wins over every game: an index on (whether_hit, settled_at). */
export const lotteryWins: Migration = {
  name: '021_lottery_wins',
  async up(db) {
    await db.schema.createIndex('lottery_orders_hits').on('lottery_orders').columns(['whether_hit', 'settled_at']).execute();
  },
};
