import type { Migration } from './types';

/**
 * Protection support imposes (issue 40, src/play/impose.ts): who set a member's break or limit and why. A break's
 * `break_by` is null when the member took it, else 'operator:<name>'; `break_since` is when it was taken (null for
 * breaks taken before this migration). A limit's `imposed_by` is set while the amount in force is support's.
 */
export const imposedProtection: Migration = {
  name: '057_imposed_protection',
  async up(db) {
    await db.schema.alterTable('play_settings').addColumn('break_since', 'bigint').execute();
    await db.schema.alterTable('play_settings').addColumn('break_by', 'text').execute();
    await db.schema.alterTable('play_settings').addColumn('break_reason', 'text').execute();
    await db.schema.alterTable('play_limits').addColumn('imposed_by', 'text').execute();
    await db.schema.alterTable('play_limits').addColumn('imposed_reason', 'text').execute();
    await db.schema.alterTable('play_limits').addColumn('imposed_at', 'bigint').execute();
  },
};
