import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

/**
 * One message to a segment of members (issue 40): its words in each language, written once when its four-eyes request
 * is approved (`request_id` unique: a second approval never sends twice); each member's `messages` row names it
 * (params `{ segment_message: id }`) and is read in the reader's language. Immutable: what was sent stays as sent.
 */
export const segmentMessages: Migration = {
  name: '065_segment_messages',
  async up(db, dialect) {
    await withId(db.schema.createTable('segment_messages'), dialect)
      .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('ops_requests.id'))
      .addColumn('segment', 'text', (c) => c.notNull())
      .addColumn('title_tw', 'text', (c) => c.notNull())
      .addColumn('title_zh', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_tw', 'text', (c) => c.notNull())
      .addColumn('body_zh', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await refuseChanges(db, dialect, 'segment_messages', 'segment messages are immutable');
  },
};
