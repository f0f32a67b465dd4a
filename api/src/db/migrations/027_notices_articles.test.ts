import type { Kysely } from 'kysely';
import { connect } from '../connect';
import type { Connection } from '../schema';
import { freshDatabase, type TestDatabase } from '../../testing/app';
import { migrations } from './index';
import { noticesArticles, SEED_ARTICLES, SEED_NOTICES } from './027_notices_articles';

let database: TestDatabase;
let connection: Connection;
let db: Kysely<any>;
beforeEach(async () => {
  database = await freshDatabase();
  connection = connect(database.config);
  db = connection.db;
  // The database as it was before 027.
  for (const m of migrations.filter((m) => m.name < noticesArticles.name)) await m.up(db, connection.dialect);
});
afterEach(async () => {
  await connection.db.destroy();
  await database.drop();
});

const tables = async () => (await connection.db.introspection.getTables()).map((table) => table.name);

it('turns the rows of one article in each language into one article with one id, keeping the order of the tabs', async () => {
  const row = (tab: string, sort: number, locale: string, title: string) => ({
    tab,
    sort,
    locale,
    title,
    content: `<p>${title}</p><script>x()</script>`,
    image: '',
    created_at: 1_700_000_000_000 + sort,
  });
  await db
    .insertInto('articles')
    .values([
      row('top', 0, 'tw', '入門'),
      row('top', 0, 'zh', '入门'),
      row('top', 0, 'en', 'Start'),
      row('wealth', 1, 'tw', '穩定幣'),
      row('wealth', 1, 'zh', '稳定币'),
      row('wealth', 1, 'en', 'Stablecoins'),
      row('wealth', 2, 'tw', '只有繁體'),
    ])
    .execute();
  await db.insertInto('texts').values({ key: 'announcement.content', locale: 'en', text: 'The term is 2 months' }).execute();
  await noticesArticles.up(db, connection.dialect);

  const articles = await db.selectFrom('articles').selectAll().orderBy('id', 'desc').execute();
  expect(articles.map((a) => [a.tab, a.title_tw, a.title_zh, a.title_en])).toEqual([
    ['top', '入門', '入门', 'Start'],
    ['wealth', '穩定幣', '稳定币', 'Stablecoins'],
    ['wealth', '只有繁體', '只有繁體', '只有繁體'],
  ]);
  expect([articles[0]!.content_en, Number(articles[0]!.created_at)]).toEqual(['<p>Start</p>', 1_700_000_000_000]);
  expect(await tables()).not.toContain('banners');
  expect(await tables()).not.toContain('texts');
  expect((await db.selectFrom('notices').select('title_en').orderBy('id', 'desc').execute()).map((n) => n.title_en)).toEqual(
    SEED_NOTICES.map((n) => n.en.title),
  );
});

it('publishes the seed articles on a database that had none', async () => {
  await noticesArticles.up(db, connection.dialect);
  const articles = await db.selectFrom('articles').select(['tab', 'title_en']).orderBy('id', 'desc').execute();
  expect(articles).toEqual(SEED_ARTICLES.map((a) => ({ tab: a.tab, title_en: a.texts.en.title })));
  const inserted = await db
    .insertInto('articles')
    .values({ tab: 'top', title_tw: 'a', title_zh: 'a', title_en: 'a', content_tw: 'b', content_zh: 'b', content_en: 'b', created_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(inserted.id).toBe(SEED_ARTICLES.length + 1);
});
