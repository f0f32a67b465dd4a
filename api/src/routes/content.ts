import type { FastifyInstance } from 'fastify';
import { content as calls } from 'shared-contracts/api';
import { articleById, articleListFor } from '../content/articles';
import { latestNoticeTitles, noticePage } from '../content/notices';
import { recentWinners } from '../content/winners';
import { readCall } from '../http/route';
import { promotionsInForce } from '../promotions/programs';

/** Home (notice strip, real winners), the promotions in force, news (list, article by id) and the platform announcements. */
export default async function contentRoutes(app: FastifyInstance) {
  readCall(app, calls.homeIndex, {
    handle: async ({ db, lang }) => ({ notices: await latestNoticeTitles(db, lang), winners: await recentWinners(db, lang) }),
  });
  readCall(app, calls.promotions, { handle: async ({ db }) => promotionsInForce(db) });
  readCall(app, calls.articleList, { handle: async ({ db, lang }) => articleListFor(db, lang) });
  readCall(app, calls.articleDetail, { handle: async ({ db, lang, input }) => articleById(db, input.id, lang) });
  readCall(app, calls.noticeList, { handle: async ({ db, lang, input }) => noticePage(db, lang, input.page) });
}
