import type { FastifyInstance } from 'fastify';
import { opsContent, opsContentPreview, opsContentRetire, opsContentSave, type ContentRow } from 'shared-contracts/ops';
import { listContent, previewHtml, retireContent, saveContent, type ManagedContent } from '../content/manage';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';

function contentRow(content: ManagedContent): ContentRow {
  return {
    id: content.id,
    ...content.texts,
    tab: content.place,
    image: content.image,
    createtime: toUnixSeconds(content.createdAt),
    retired_at: content.retiredAt === null ? null : toUnixSeconds(content.retiredAt),
  };
}

/**
 * The back office's content calls (issue 29, admin): notices and articles, through http/opsRoute.ts as routes/ops.ts:
 * the services the CLI's notice:add and article:add call (content/manage.ts).
 */
export default async function opsContentRoutes(app: FastifyInstance) {
  opsCall(app, opsContent, {
    permission: 'admin',
    handle: async ({ db }) => {
      const { notices, articles } = await listContent(db);
      return { notices: notices.map(contentRow), articles: articles.map(contentRow) };
    },
  });

  opsCall(app, opsContentSave, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const { kind, id, tw, zh, en, tab, image, reason } = input;
      const draft = {
        kind,
        texts: { tw, zh, en },
        ...(id ? { id } : {}),
        ...(tab ? { place: tab } : {}),
        ...(image === undefined ? {} : { image }),
      };
      return contentRow(await saveContent(db, draft, { ...actor, reason }));
    },
  });

  opsCall(app, opsContentRetire, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const retired = await retireContent(db, input.kind, input.id, { ...actor, reason: input.reason });
      return { id: retired.id, retired_at: toUnixSeconds(retired.retiredAt!) };
    },
  });

  opsCall(app, opsContentPreview, { permission: 'admin', handle: async ({ input }) => previewHtml(input.content) });
}
