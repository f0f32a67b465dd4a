import type { Migration } from './types';

/**
 * A notice or an article retired from the back office (issue 29): `retired_at` set (unix ms), players no longer see it
 * (home strip, announcements, news, the article by id). Rows are never deleted: the audit log names them.
 */
export const contentRetirement: Migration = {
  name: '042_content_retirement',
  async up(db) {
    await db.schema.alterTable('notices').addColumn('retired_at', 'bigint').execute();
    await db.schema.alterTable('articles').addColumn('retired_at', 'bigint').execute();
  },
};
