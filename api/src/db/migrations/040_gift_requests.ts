import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Gifts from the back office (issue 29, operators/gifts.ts): an admin asks, another admin approves (the gift is
 * posted then, its ledger entry named here) or rejects. Decided once: pending -> approved | rejected.
 */
export const giftRequests: Migration = {
  name: '040_gift_requests',
  async up(db, dialect) {
    await withId(db.schema.createTable('gift_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('mark', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'bigint')
      .addColumn('decision_reason', 'text')
      .addColumn('entry_id', 'integer', (c) => c.unique().references('ledger_entries.id'))
      .addCheckConstraint('gift_requests_amount', sql`amount > 0`)
      .addCheckConstraint('gift_requests_state', sql`state in ('pending', 'approved', 'rejected')`)
      // Approved exactly when its gift was posted.
      .addCheckConstraint('gift_requests_entry', sql`(state = 'approved') = (entry_id is not null)`)
      .execute();
    await db.schema.createIndex('gift_requests_state').on('gift_requests').columns(['state', 'id']).execute();
  },
};
