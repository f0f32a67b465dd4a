import { sql } from 'kysely';
import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

/**
 * Reconciliations (issue 39, reports/reconciliation): one row per run, kept as it was stored (no UPDATE, no DELETE).
 * `scheduled_day` is the day a scheduled run checked, unique, so two processes never store a day twice; an
 * operator's runs leave it null.
 */
export const reconciliations: Migration = {
  name: '054_reconciliations',
  async up(db, dialect) {
    await withId(db.schema.createTable('reconciliations'), dialect)
      .addColumn('period_from', 'bigint', (c) => c.notNull())
      .addColumn('period_to', 'bigint', (c) => c.notNull())
      .addColumn('ran_at', 'bigint', (c) => c.notNull())
      .addColumn('ran_by', 'text', (c) => c.notNull())
      .addColumn('scheduled_day', 'text', (c) => c.unique())
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('unchecked', 'text', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('difference_count', 'integer', (c) => c.notNull())
      .addColumn('differences', 'text', (c) => c.notNull())
      .addColumn('figures', 'text')
      .addCheckConstraint('reconciliations_period', sql`period_from < period_to`)
      .addCheckConstraint('reconciliations_ok', sql`ok in (0, 1)`)
      .execute();
    await db.schema.createIndex('reconciliations_newest').on('reconciliations').columns(['ran_at', 'id']).execute();
    await refuseChanges(db, dialect, 'reconciliations', 'a stored reconciliation is never changed: run another');
  },
};
