import type { FastifyInstance } from 'fastify';
import { opsSegmentAsk, opsSegmentPreview } from 'shared-contracts/ops';
import { opsCall } from '../http/opsRoute';
import { segmentReach } from '../messages/segments';
import { askChange, requestOf } from '../operators/requests';
import { wire as wireRequest } from './opsRequests';

/**
 * A message to a segment of members (issue 40, messages/segments.ts, the CLI's message:segment): its reach previewed,
 * then asked as a four-eyes request another operator approves (routes/opsRequests.ts), which sends it.
 */
export default async function opsSegmentsRoutes(app: FastifyInstance) {
  opsCall(app, opsSegmentPreview, {
    permission: 'support',
    handle: async ({ db, input }) => segmentReach(db, input.segment, app.deps.now(), app.config.wallet.timeZone),
  });

  opsCall(app, opsSegmentAsk, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      const { segment, reason } = input;
      const title = { tw: input.title_tw, zh: input.title_zh, en: input.title_en };
      const body = { tw: input.body_tw, zh: input.body_zh, en: input.body_en };
      const id = await askChange(app.deps, db, { kind: 'message.segment', payload: { segment, title, body }, reason }, actor);
      return wireRequest(await requestOf(db, id));
    },
  });
}
