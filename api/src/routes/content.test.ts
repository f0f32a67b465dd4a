import { buildTestApp, type TestApp } from '../testing/app';
import { get, registerMember } from '../testing/http';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerMember(t.app)).token;
});
afterAll(async () => t.close());

describe('GET /api/index/index', () => {
  it('needs a token', async () => {
    expect((await get(t.app, '/api/index/index')).code).toBe(50008);
  });

  it('answers banners, the notice and real winners (none before any draw)', async () => {
    const res = await get(t.app, '/api/index/index', { token });
    expect(res.code).toBe(1);
    expect(res.data.banners.length).toBeGreaterThan(0);
    expect(res.data.banners.every((b: { image: string }) => b.image.includes('/zh/'))).toBe(true);
    expect(res.data.notice).toContain('10%');
    expect(res.data.winners).toEqual([]);
  });

  it('English uses its own banner set and text', async () => {
    const res = await get(t.app, '/api/index/index?lang=en', { token });
    expect(res.data.banners.every((b: { image: string }) => b.image.includes('/en/'))).toBe(true);
    expect(res.data.notice).toMatch(/^Welcome/);
  });
});

describe('GET /api/index/articleList', () => {
  it('answers tops and the three tabs, with HTML content, in the language asked', async () => {
    const res = await get(t.app, '/api/index/articleList?lang=en', { token });
    expect(res.code).toBe(1);
    expect(res.data.tops.length).toBeGreaterThan(0);
    expect(res.data.articleTabs.map((tab: { id: string }) => tab.id)).toEqual(['original', 'recommended', 'wealth']);
    for (const tab of res.data.articleTabs) {
      expect(tab.articles.length).toBeGreaterThan(0);
      for (const a of tab.articles) expect(a.content).toMatch(/^<(p|ol|ul|h3)>/);
    }
    const zh = await get(t.app, '/api/index/articleList?lang=zh', { token });
    expect(zh.data.articleTabs[0].articles[0].title).not.toBe(res.data.articleTabs[0].articles[0].title);
  });

  it('carries the fixed-deposit announcement of docs/product.md (constants)', async () => {
    const { announcement } = (await get(t.app, '/api/index/articleList?lang=en', { token })).data;
    expect(announcement.title).toBe('Fixed-deposit activity');
    for (const [reserve, rate, bonus] of [
      ['100,000u', 5, '5,000u'],
      ['200,000u', 6, '12,000u'],
      ['300,000u', 8, '24,000u'],
      ['400,000u', 10, '40,000u'],
      ['500,000u', 12, '60,000u'],
      ['1,000,000u', 15, '150,000u'],
      ['2,000,000u and above', 20, '400,000u'],
    ]) {
      expect(announcement.content).toContain(`<tr><td>${reserve}</td><td>${rate}%</td><td>${bonus}</td></tr>`);
    }
    expect(announcement.content).toContain('30th');
    expect(announcement.content).toContain('2 months');
    const tw = (await get(t.app, '/api/index/articleList', { token })).data.announcement;
    expect(tw.title).toBe('定存活動');
  });
});
