import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Four eyes for any change one operator could make money with (issue 38, operators/requests/): one operator asks
 * (the kind and what it changes, as JSON, with a reason), another decides it once: approved (applied in that
 * transaction, `result` says what it wrote) or rejected. Gifts keep their own table (040), decided by the same rule.
 */
export const opsRequests: Migration = {
  name: '047_ops_requests',
  async up(db, dialect) {
    await withId(db.schema.createTable('ops_requests'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'bigint')
      .addColumn('decision_reason', 'text')
      .addColumn('result', 'text')
      .addCheckConstraint('ops_requests_state', sql`state in ('pending', 'approved', 'rejected')`)
      // Applied exactly when approved.
      .addCheckConstraint('ops_requests_result', sql`(state = 'approved') = (result is not null)`)
      .execute();
    await db.schema.createIndex('ops_requests_state').on('ops_requests').columns(['state', 'id']).execute();
  },
};
