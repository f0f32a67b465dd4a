import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Open-amount deposits (issue 42, wallet/deposits/openDeposits.ts): the original client's deposit page names no
 * amount, so showing it to a member while no chain watcher runs keeps one such row open per member; a cashier
 * credits it stating the transaction and the amount that arrived (two operators stating the same above the
 * threshold: the first's statement kept here), or rejects it. Decided once: open -> credited | rejected.
 */
export const openDeposits: Migration = {
  name: '074_open_deposits',
  async up(db, dialect) {
    await withId(db.schema.createTable('open_deposits'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('first_by', 'text')
      .addColumn('first_tx', 'text')
      .addColumn('first_amount', 'bigint')
      .addColumn('first_at', 'bigint')
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'bigint')
      .addColumn('reason', 'text')
      .addColumn('tx_hash', 'text')
      .addColumn('entry_id', 'integer', (c) => c.unique().references('ledger_entries.id'))
      .addCheckConstraint('open_deposits_state', sql`state in ('open', 'credited', 'rejected')`)
      // Credited exactly when its credit was posted.
      .addCheckConstraint('open_deposits_entry', sql`(state = 'credited') = (entry_id is not null)`)
      .execute();
    // One open per member: a second page view keeps the first open, never a second row.
    await sql`CREATE UNIQUE INDEX open_deposits_one_open ON open_deposits (user_id) WHERE state = 'open'`.execute(db);
    await db.schema.createIndex('open_deposits_state').on('open_deposits').columns(['state', 'id']).execute();
  },
};
