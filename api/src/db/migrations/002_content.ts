import { withId } from './helpers';
import type { Migration } from './types';

/**
 * The first content tables. Their reference content (banners, texts, one article row per language) is gone: 027
 * drops banners and texts, rebuilds articles with one id per article and publishes the seed.
 */
export const content: Migration = {
  name: '002_content',
  async up(db, dialect) {
    await withId(db.schema.createTable('banners'), dialect)
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('texts')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('texts_pk', ['key', 'locale'])
      .execute();

    await withId(db.schema.createTable('articles'), dialect)
      .addColumn('tab', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('articles_tab_locale').on('articles').columns(['locale', 'tab', 'sort']).execute();
  },
};
