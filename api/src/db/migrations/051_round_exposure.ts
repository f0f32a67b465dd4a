import type { Migration } from './types';

/** 100,000u and 1,000,000u in minor units: what a small operator can afford (docs/game-rules.md 'Exposure'). */
const ORDER_PAYOUT_LIMIT = 10_000_000;
const MEMBER_PAYOUT_LIMIT = 30_000_000;
const ROUND_PAYOUT_LIMIT = 100_000_000;

/**
 * What a round could cost the house (issue 39). `round_exposure`: per round and possible result (the sum 0-27), what
 * the round's accepted orders would pay were it drawn; `member_exposure` the same per member; a bet adds its payouts
 * to both in its own transaction and is refused when a result passes a limit. Limits: per room the largest payout of one order and of one member's
 * orders in a round, per game the largest payout of a round for any one result.
 */
export const roundExposure: Migration = {
  name: '051_round_exposure',
  async up(db) {
    await db.schema
      .createTable('round_exposure')
      .addColumn('round_id', 'integer', (c) => c.notNull().references('lottery_rounds.id'))
      .addColumn('result', 'integer', (c) => c.notNull())
      .addColumn('payout', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('round_exposure_pk', ['round_id', 'result'])
      .execute();
    await db.schema
      .createTable('member_exposure')
      .addColumn('round_id', 'integer', (c) => c.notNull().references('lottery_rounds.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('result', 'integer', (c) => c.notNull())
      .addColumn('payout', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_exposure_pk', ['round_id', 'user_id', 'result'])
      .execute();
    await db.schema
      .alterTable('plans')
      .addColumn('order_payout_limit', 'bigint', (c) => c.notNull().defaultTo(ORDER_PAYOUT_LIMIT))
      .execute();
    await db.schema
      .alterTable('plans')
      .addColumn('member_payout_limit', 'bigint', (c) => c.notNull().defaultTo(MEMBER_PAYOUT_LIMIT))
      .execute();
    await db.schema
      .alterTable('games')
      .addColumn('round_payout_limit', 'bigint', (c) => c.notNull().defaultTo(ROUND_PAYOUT_LIMIT))
      .execute();
  },
};
