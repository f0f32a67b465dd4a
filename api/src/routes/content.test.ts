import { addArticle } from '../content/articles';
import { addNotice } from '../content/notices';
import type { Localized } from '../content/localized';
import { SEED_ARTICLES, SEED_NOTICES } from '../db/migrations/027_notices_articles';
import { BONUS_NOTICE } from '../db/migrations/034_programs';
import { buildTestApp, type TestApp } from '../testing/app';
import { get, post, registerMember } from '../testing/http';

/** The seeded announcements' titles as 034 left them (it stopped quoting the deposit bonus's percent). */
const SEEDED_TITLES = SEED_NOTICES.map((n) => (n.en.title === BONUS_NOTICE.en.was ? BONUS_NOTICE.en.title : n.en.title));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerMember(t.app)).token;
});
afterAll(async () => t.close());

const inEveryLocale = (title: string, content: string): Localized => ({
  tw: { title: `${title} tw`, content },
  zh: { title: `${title} zh`, content },
  en: { title: `${title} en`, content },
});

/** A row stored before sanitizing on the way in existed (or by any other path): the answers must still be clean. */
const UNSAFE =
  '<p onclick="steal()">Read<script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">me</a></p>';
const SAFE = '<p>Read<img src="x.png" /><a>me</a></p>';

describe('GET /api/index/index', () => {
  it('needs a token', async () => {
    expect((await get(t.app, '/api/index/index')).code).toBe(50008);
  });

  it("answers the latest announcements' titles in the language asked and no invented winner before any draw", async () => {
    const en = await get(t.app, '/api/index/index?lang=en', { token });
    expect(en.code).toBe(1);
    expect(en.data.notices.map((n: { title: string }) => n.title)).toEqual(SEEDED_TITLES);
    expect(en.data.winners).toEqual([]);
    expect(en.data).not.toHaveProperty('banners');
    const tw = await get(t.app, '/api/index/index', { token });
    expect(tw.data.notices.map((n: { id: number }) => n.id)).toEqual(en.data.notices.map((n: { id: number }) => n.id));
    expect(tw.data.notices[0].title).toBe(SEED_NOTICES[0]!.tw.title);
  });
});

describe('GET /api/index/articleList', () => {
  it('answers full articles for the hot topics and the three tabs, in the language asked', async () => {
    const res = await get(t.app, '/api/index/articleList?lang=en', { token });
    expect(res.code).toBe(1);
    expect(res.data).not.toHaveProperty('announcement');
    expect(res.data.tops.map((a: { title: string }) => a.title)).toEqual(
      SEED_ARTICLES.filter((a) => a.tab === 'top').map((a) => a.texts.en.title),
    );
    expect(res.data.articleTabs.map((tab: { id: string }) => tab.id)).toEqual(['original', 'recommended', 'wealth']);
    for (const tab of res.data.articleTabs) {
      expect(tab.articles.map((a: { title: string }) => a.title)).toEqual(
        SEED_ARTICLES.filter((a) => a.tab === tab.id).map((a) => a.texts.en.title),
      );
    }
    const zh = await get(t.app, '/api/index/articleList?lang=zh', { token });
    expect(zh.data.tops[0]).toMatchObject({ id: res.data.tops[0].id, title: SEED_ARTICLES[0]!.texts.zh.title });
  });
});

describe('POST /api/index/article', () => {
  it('reads one article by id in the language asked', async () => {
    const { tops } = (await get(t.app, '/api/index/articleList', { token })).data;
    const en = await post(t.app, '/api/index/article', { id: tops[0].id, lang: 'en' }, { token });
    expect(en.data).toMatchObject({ id: tops[0].id, title: SEED_ARTICLES[0]!.texts.en.title, content: SEED_ARTICLES[0]!.texts.en.content });
    const tw = await post(t.app, '/api/index/article', { id: String(tops[0].id) }, { token });
    expect(tw.data).toEqual(tops[0]);
  });

  it('refuses an unknown id in the language asked, and a missing token', async () => {
    expect(await post(t.app, '/api/index/article', { id: 999_999, lang: 'en' }, { token })).toMatchObject({
      code: 60101,
      msg: 'No such article',
    });
    expect(await post(t.app, '/api/index/article', { id: 999_999 }, { token })).toMatchObject({ code: 60101, msg: '文章不存在' });
    expect((await post(t.app, '/api/index/article', { id: 1 })).code).toBe(50008);
  });

  it('sanitizes on the way in and again on the way out', async () => {
    const id = await addArticle(t.app.db, { place: 'wealth', texts: inEveryLocale('Unsafe', UNSAFE) });
    const stored = await t.app.db.selectFrom('articles').select('content_en').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.content_en).toBe(SAFE);
    await t.app.db.updateTable('articles').set({ content_en: UNSAFE }).where('id', '=', id).execute();
    expect((await post(t.app, '/api/index/article', { id, lang: 'en' }, { token })).data.content).toBe(SAFE);
    const list = await get(t.app, '/api/index/articleList?lang=en', { token });
    const wealth = list.data.articleTabs.find((tab: { id: string }) => tab.id === 'wealth');
    expect(wealth.articles[0]).toMatchObject({ id, title: 'Unsafe en', content: SAFE });
  });
});

describe('POST /api/index/noticeList', () => {
  it('lists announcements newest first, 20 a page, sanitized on the way out', async () => {
    const first = await post(t.app, '/api/index/noticeList', { lang: 'en' }, { token });
    expect(first.data.map((n: { title: string }) => n.title)).toEqual(SEEDED_TITLES);
    expect(first.data[0].content).toBe(SEED_NOTICES[0]!.en.content);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await addNotice(t.app.db, inEveryLocale(`Notice ${i}`, '<p>x</p>')));
    await t.app.db.updateTable('notices').set({ content_zh: UNSAFE }).where('id', '=', ids[19]!).execute();
    const page1 = await post(t.app, '/api/index/noticeList', { page: 1, lang: 'zh' }, { token });
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0]).toMatchObject({ id: ids[19], title: 'Notice 19 zh', content: SAFE });
    const page2 = await post(t.app, '/api/index/noticeList', { page: 2, lang: 'zh' }, { token });
    expect(page2.data.map((n: { id: number }) => n.id)).toEqual(first.data.map((n: { id: number }) => n.id));
    expect((await post(t.app, '/api/index/noticeList', { page: 3 }, { token })).data).toEqual([]);
    const strip = (await get(t.app, '/api/index/index?lang=zh', { token })).data.notices;
    expect(strip.map((n: { id: number }) => n.id)).toEqual(ids.slice(15).reverse());
  });
});
