import { sql } from 'kysely';
import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

/**
 * Turnover before withdrawal (issue 28, wallet/README.md): immutable `turnover_entries` (each credited deposit or
 * bonus adds, each settled order's stake counts down; UNIQUE (kind, ref): a deposit, a bonus or an order counts
 * once), each member's standing in `turnover_standings` (no row: nothing left), and `turnover_start`, the first
 * ledger entry the rule applies to: members start with nothing left, money credited before it required no turnover.
 */
export const turnover: Migration = {
  name: '035_turnover',
  async up(db, dialect) {
    await withId(db.schema.createTable('turnover_entries'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('left_after', 'bigint', (c) => c.notNull())
      // Hundredths (100 = x1), the program's multiple when a deposit or bonus was credited; null for play.
      .addColumn('multiple', 'integer')
      // A deposit's or bonus's ledger entry id, an order's number.
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('turnover_entries_once', ['kind', 'ref'])
      .addCheckConstraint('turnover_entries_kind', sql`kind in ('deposit', 'bonus', 'play')`)
      .addCheckConstraint('turnover_entries_amount', sql`amount > 0`)
      .addCheckConstraint('turnover_entries_left_after', sql`left_after >= 0`)
      .addCheckConstraint('turnover_entries_multiple', sql`(kind = 'play') = (multiple is null)`)
      .execute();
    // The member's statement, newest first, and the audit's chain in id order.
    await db.schema.createIndex('turnover_entries_user').on('turnover_entries').columns(['user_id', 'id']).execute();
    await db.schema
      .createTable('turnover_standings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('turnover_left', 'bigint', (c) => c.notNull())
      .addColumn('required', 'bigint', (c) => c.notNull())
      .addCheckConstraint('turnover_standings_left', sql`turnover_left >= 0`)
      .addCheckConstraint('turnover_standings_required', sql`required >= turnover_left`)
      .execute();
    await db.schema
      .createTable('turnover_start')
      .addColumn('first_entry_id', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into turnover_start (first_entry_id) select coalesce(max(id), 0) + 1 from ledger_entries`.execute(db);
    await refuseChanges(db, dialect, 'turnover_entries', REFUSAL);
  },
};

const REFUSAL = 'turnover entries are immutable';
