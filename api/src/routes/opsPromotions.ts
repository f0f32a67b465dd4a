import type { FastifyInstance } from 'fastify';
import {
  opsContent,
  opsContentPreview,
  opsContentRetire,
  opsContentSave,
  opsProgramSet,
  opsPrograms,
  type ContentRow,
} from 'shared-contracts/ops';
import { listContent, previewHtml, retireContent, saveContent, type ManagedContent } from '../content/manage';
import type { Trx } from '../db/schema';
import { opsCall } from '../http/opsRoute';
import { askChange, requestOf } from '../operators/requests';
import { wire as wireRequest } from './opsRequests';
import {
  currentProgram,
  depositPromotionOf,
  fixedDepositPromotionOf,
  programFromWire,
  programHistory,
  type ProgramChange,
} from '../promotions/programs';
import { toUnixSeconds } from '../domain/time';

const changeRow = <S>(change: ProgramChange, settings: S) => ({
  id: change.id,
  settings,
  changed_by: change.changedBy,
  note: change.note,
  createtime: toUnixSeconds(change.createdAt),
});

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
 * The back office's promotions and content calls (issue 29, admin), through http/opsRoute.ts as routes/ops.ts: the
 * services the CLI's program:set, notice:add and article:add call (promotions/programs.ts, content/manage.ts).
 */
export default async function opsPromotionsRoutes(app: FastifyInstance) {
  opsCall(app, opsPrograms, {
    permission: 'admin',
    handle: async ({ db }) => ({
      deposit_bonus: {
        current: depositPromotionOf(await currentProgram(db, 'deposit_bonus')),
        history: (await programHistory(db, 'deposit_bonus')).map((change) => changeRow(change, depositPromotionOf(change.settings))),
      },
      fixed_deposit: {
        current: fixedDepositPromotionOf(await currentProgram(db, 'fixed_deposit')),
        history: (await programHistory(db, 'fixed_deposit')).map((change) => changeRow(change, fixedDepositPromotionOf(change.settings))),
      },
    }),
  });

  opsCall(app, opsProgramSet, {
    permission: 'admin',
    // A request another admin approves (routes/opsRequests.ts): a bonus creates money, so nobody changes it alone.
    handle: async ({ db, input, actor }) => {
      const { program, reason } = input;
      const settings = programFromWire(input[program]!);
      const id = await askChange(app.deps, db as Trx, { kind: 'program.set', payload: { program, settings }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });

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
      return contentRow(await saveContent(db as Trx, draft, { ...actor, reason }));
    },
  });

  opsCall(app, opsContentRetire, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const retired = await retireContent(db as Trx, input.kind, input.id, { ...actor, reason: input.reason });
      return { id: retired.id, retired_at: toUnixSeconds(retired.retiredAt!) };
    },
  });

  opsCall(app, opsContentPreview, { permission: 'admin', handle: async ({ input }) => previewHtml(input.content) });
}
