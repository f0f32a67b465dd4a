import { sql } from 'kysely';
import { withId } from './helpers';
import type { Migration } from './types';

/**
 * Member verification (issue 40, src/verification): a member's level and the name and date of birth they gave
 * (`member_verification`, one row per member who gave any), the images they uploaded (`verification_files`: a path
 * under DATA_DIR, never under the web root) and the submissions support reviews (`verification_submissions`).
 */
export const memberVerification: Migration = {
  name: '059_member_verification',
  async up(db, dialect) {
    await db.schema
      .createTable('member_verification')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('legal_name', 'text')
      .addColumn('birth_date', 'text')
      .addColumn('basic_at', 'bigint')
      .addColumn('full_at', 'bigint')
      .addCheckConstraint('member_verification_level', sql`level in ('none', 'basic', 'full')`)
      .execute();
    await withId(db.schema.createTable('verification_files'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('verification_files_kind', sql`kind in ('document', 'selfie')`)
      .execute();
    await db.schema.createIndex('verification_files_user').on('verification_files').columns(['user_id', 'id']).execute();
    await withId(db.schema.createTable('verification_submissions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('document_file', 'integer', (c) => c.notNull())
      .addColumn('selfie_file', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addCheckConstraint('verification_submissions_status', sql`status in ('pending', 'approved', 'rejected')`)
      .execute();
    // The queue (pending, newest first) and a member's own (their newest).
    await db.schema.createIndex('verification_submissions_status').on('verification_submissions').columns(['status', 'id']).execute();
    await db.schema.createIndex('verification_submissions_user').on('verification_submissions').columns(['user_id', 'id']).execute();
  },
};
