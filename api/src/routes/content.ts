import type { FastifyInstance } from 'fastify';
import { content as calls } from 'shared-contracts/api';
import { articleListFor, bannersFor, textOf } from '../content/articles';
import { recentWinners } from '../content/winners';
import { readCall } from '../http/route';

/** GET /api/index/index (banners, notice, winners) and GET /api/index/articleList. */
export default async function contentRoutes(app: FastifyInstance) {
  readCall(app, calls.homeIndex, {
    handle: async ({ db, lang }) => ({
      banners: await bannersFor(db, lang),
      notice: await textOf(db, 'notice', lang),
      winners: await recentWinners(db, lang),
    }),
  });

  readCall(app, calls.articleList, { handle: async ({ db, lang }) => articleListFor(db, lang) });
}
