import { sql } from 'kysely';
import type { Migration } from './types';

/**
 * Usernames are unique ignoring case ('Demo' and 'DEMO' can no longer register beside 'demo'), and login looks
 * them up lowercased through this index. Case twins registered before keep their accounts: the oldest keeps
 * its name, each later twin is renamed to `<name>_<id>` (ops `user:show` finds it; the member logs in with it).
 */
export const usernamesIgnoreCase: Migration = {
  name: '023_usernames_ignore_case',
  async up(db) {
    await sql`UPDATE users SET username = username || '_' || CAST(id AS TEXT)
      WHERE EXISTS (SELECT 1 FROM users AS older WHERE lower(older.username) = lower(users.username) AND older.id < users.id)`.execute(db);
    await db.schema
      .createIndex('users_username_lower')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();
  },
};
