import type { Migration } from './types';

/**
 * One clear payout flow (issue 38): a withdrawal is approved first and its payout recorded in a later step by whoever
 * sent it. The approval's time and last approver are kept here, one row per approved withdrawal: a payout counts only
 * when mined after it (a stranger's earlier transfer of the amount is no payout), and the queue lists the approved
 * USDT withdrawals still awaiting theirs. Withdrawals approved before it recorded the payout with the approval
 * (chain_payouts.recorded_at is their approval time) and have no row.
 */
export const approvedWithdrawals: Migration = {
  name: '049_approved_withdrawals',
  async up(db) {
    await db.schema
      .createTable('approved_withdrawals')
      .addColumn('entry_id', 'integer', (c) => c.primaryKey().references('ledger_entries.id'))
      .addColumn('approved_by', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
