import { refuseTruncate } from './helpers';
import type { Migration } from './types';

/**
 * History that TRUNCATE emptied (issue 42): PostgreSQL runs no row trigger for it, so the ledger, the audit and access
 * logs and the other immutable tables were one statement from empty. Tables made immutable after this migration get
 * the same guard from refuseChanges. SQLite has no TRUNCATE; its REPLACE is closed by `recursive_triggers` (db/sqlite.ts).
 */
const HISTORY = ['ledger_entries', 'audit_log', 'access_log', 'turnover_entries', 'program_changes', 'reconciliations'];

export const truncateGuards: Migration = {
  name: '066_truncate_guards',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const table of HISTORY) await refuseTruncate(db, table);
  },
};
