import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * The fixed deposit's term (issue 28, docs/game-rules.md): a member's months whose bonuses are locked together and
 * released at the term's end, or forfeited by a withdrawal during it. A term is open until `outcome` is set, once;
 * a member has at most one open term (the partial unique index). Each month's payout row names its term; rows paid
 * before this migration name none (their bonus went straight to the balance).
 */
export const fixedDepositTerms: Migration = {
  name: '036_fixed_deposit_terms',
  async up(db, dialect) {
    await withId(db.schema.createTable('fixed_deposit_terms'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('first_month', 'text', (c) => c.notNull())
      .addColumn('last_month', 'text', (c) => c.notNull())
      .addColumn('term_months', 'integer', (c) => c.notNull())
      // The first month's payout moment and the last month's: the window in which a withdrawal forfeits the term.
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('outcome', 'text')
      // What was released or forfeited, when the term ended (its end, a switch-off's payout moment, the withdrawal),
      // when that was recorded, and the withdrawal's hold entry that forfeited it.
      .addColumn('amount', 'bigint')
      .addColumn('ended_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('forfeited_by', 'bigint')
      .addUniqueConstraint('fixed_deposit_terms_once', ['user_id', 'first_month'])
      .addCheckConstraint('fixed_deposit_terms_outcome', sql`outcome is null or outcome in ('released', 'forfeited')`)
      .addCheckConstraint(
        'fixed_deposit_terms_closed',
        sql`(outcome is null) = (amount is null) and (outcome is null) = (ended_at is null) and (outcome is null) = (closed_at is null)`,
      )
      .addCheckConstraint('fixed_deposit_terms_forfeit', sql`(outcome = 'forfeited') = (forfeited_by is not null)`)
      .addCheckConstraint('fixed_deposit_terms_window', sql`started_at <= ends_at and term_months >= 1`)
      .execute();
    await db.schema
      .createIndex('fixed_deposit_terms_open')
      .on('fixed_deposit_terms')
      .column('user_id')
      .unique()
      .where(sql.ref('outcome'), 'is', null)
      .execute();
    // The terms a month's run closes: open ones by their end.
    await db.schema.createIndex('fixed_deposit_terms_ends').on('fixed_deposit_terms').columns(['outcome', 'ends_at']).execute();
    await db.schema
      .alterTable('fixed_deposit_payouts')
      .addColumn('term_id', 'integer', (c) => c.references('fixed_deposit_terms.id'))
      .execute();
    await db.schema.createIndex('fixed_deposit_payouts_term').on('fixed_deposit_payouts').column('term_id').execute();
  },
};
