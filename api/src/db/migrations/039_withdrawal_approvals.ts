import type { Migration } from './types';

/**
 * Four eyes (issue 29): the first approval of a withdrawal above OPS_SECOND_APPROVAL_ABOVE, by operator; a second
 * operator's approval pays it out. The key makes an operator's approval count once.
 */
export const withdrawalApprovals: Migration = {
  name: '039_withdrawal_approvals',
  async up(db) {
    await db.schema
      .createTable('withdrawal_approvals')
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('operator', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('withdrawal_approvals_pk', ['entry_id', 'operator'])
      .execute();
  },
};
