import { z } from 'zod';
import { call, emptyRequest, minor, unixSeconds } from './common';

export const kefu = call({
  method: 'GET',
  path: '/api/Task/kefu',
  mutates: false,
  public: true,
  request: emptyRequest,
  response: z.object({ line: z.string() }),
});

export const banner = z.object({ id: z.number().int(), image: z.string(), link: z.string() });
export const winner = z.object({ nickname: z.string(), game_name: z.string(), profit: minor, createtime: unixSeconds });
export const homeIndex = call({
  method: 'GET',
  path: '/api/index/index',
  mutates: false,
  request: emptyRequest,
  response: z.object({ banners: z.array(banner), notice: z.string(), winners: z.array(winner) }),
});

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  createtime: unixSeconds,
});
export type Article = z.infer<typeof article>;
export const ARTICLE_TABS = ['original', 'recommended', 'wealth'] as const;
export const articleList = call({
  method: 'GET',
  path: '/api/index/articleList',
  mutates: false,
  request: emptyRequest,
  response: z.object({
    tops: z.array(z.object({ title: z.string(), content: z.string() })),
    articleTabs: z.array(z.object({ id: z.enum(ARTICLE_TABS), articles: z.array(article) })),
    /** The fixed-deposit activity of docs/product.md (constants) (/announcement), HTML. */
    announcement: z.object({ title: z.string(), content: z.string() }),
  }),
});
