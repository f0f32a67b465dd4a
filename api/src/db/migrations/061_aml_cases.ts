import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Anti-money-laundering cases (issue 40, src/aml): one row per rule a member tripped, with its evidence, open until
 * support closes it with a decision. At most one open case per member and rule: a partial unique index, so a rule
 * tripping again (or two processes at once) adds nothing while one is open. Notes are added while it is open.
 */
export const amlCases: Migration = {
  name: '061_aml_cases',
  async up(db, dialect) {
    await withId(db.schema.createTable('aml_cases'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('evidence', 'text', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('decision', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'bigint')
      .addCheckConstraint('aml_cases_decision', sql`decision is null or decision in ('cleared', 'confirmed')`)
      .addCheckConstraint('aml_cases_decided', sql`(decision is null) = (decided_at is null) and (decision is null) = (decided_by is null)`)
      .execute();
    await db.schema
      .createIndex('aml_cases_one_open')
      .on('aml_cases')
      .columns(['user_id', 'rule'])
      .unique()
      .where(sql.ref('decision'), 'is', null)
      .execute();
    // The console's list (open first, newest first) and a period's report.
    await db.schema.createIndex('aml_cases_opened').on('aml_cases').columns(['opened_at']).execute();
    await withId(db.schema.createTable('aml_case_notes'), dialect)
      .addColumn('case_id', 'integer', (c) => c.notNull().references('aml_cases.id'))
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('aml_case_notes_case').on('aml_case_notes').columns(['case_id', 'id']).execute();
  },
};
