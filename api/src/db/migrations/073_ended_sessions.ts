import type { Migration } from './types';

/**
 * Why a member's sessions were ended, for the first call that still carries one (issue 42): a disabled member's open
 * screen is dropped to /login, which then says the account was disabled rather than only that the session ended.
 * Kept a week, as expired sessions are (pruneSessions); only the token's hash is stored.
 */
export const endedSessions: Migration = {
  name: '073_ended_sessions',
  async up(db) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_by_time').on('ended_sessions').column('ended_at').execute();
  },
};
