import type { Migration } from './types';

/**
 * A room retired from the back office (issue 29): `retired_at` set (unix ms), it leaves the hall and refuses new bets;
 * its bets placed before settle as any other. Rooms are never deleted: their orders keep pointing at them.
 */
export const roomRetirement: Migration = {
  name: '041_room_retirement',
  async up(db) {
    await db.schema.alterTable('plans').addColumn('retired_at', 'bigint').execute();
  },
};
