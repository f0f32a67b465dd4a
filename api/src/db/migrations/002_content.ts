import { LOCALES } from 'shared-contracts';
import { ARTICLES, BANNERS, NOTICE, announcement } from '../seed/content';
import { withId } from './helpers';
import type { Migration } from './types';

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

    const now = Date.now();
    await db
      .insertInto('banners')
      .values(BANNERS.map((b, i) => ({ ...b, sort: i })))
      .execute();
    await db
      .insertInto('texts')
      .values(
        LOCALES.flatMap((locale) => {
          const a = announcement(locale);
          return [
            { key: 'notice', locale, text: NOTICE[locale] },
            { key: 'announcement.title', locale, text: a.title },
            { key: 'announcement.content', locale, text: a.content },
          ];
        }),
      )
      .execute();
    await db
      .insertInto('articles')
      .values(
        LOCALES.flatMap((locale) =>
          ARTICLES.map((a, i) => ({
            tab: a.tab,
            locale,
            title: a.title[locale],
            content: a.content[locale],
            image: '',
            sort: i,
            created_at: now,
          })),
        ),
      )
      .execute();
  },
};
