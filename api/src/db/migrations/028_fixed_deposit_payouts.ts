import type { Migration } from './types';

/**
 * The fixed-deposit bonuses paid (src/fixedDeposit): written in the payout's transaction, before its ledger entry;
 * the primary key (user_id, month) is what makes every payout happen once, whichever process runs it.
 */
export const fixedDepositPayouts: Migration = {
  name: '028_fixed_deposit_payouts',
  async up(db) {
    await db.schema
      .createTable('fixed_deposit_payouts')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('reserve', 'bigint', (c) => c.notNull())
      .addColumn('bonus', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('fixed_deposit_payouts_pk', ['user_id', 'month'])
      .execute();
  },
};
