import type { FastifyInstance } from 'fastify';
import { opsGiftDecide, opsGiftRequest, opsGifts } from 'shared-contracts/ops';
import { opsCall } from '../http/opsRoute';
import { decideGift, giftRequestOf, giftsPage, requestGift, type GiftRequestRow } from '../operators/gifts';
import { toUnixSeconds } from '../domain/time';

/** A request as the wire carries it (times in unix seconds). */
const wire = (row: GiftRequestRow) => ({
  ...row,
  requested_at: toUnixSeconds(row.requested_at),
  decided_at: row.decided_at === null ? null : toUnixSeconds(row.decided_at),
});

/**
 * The back office's gifts (issue 29, operators/gifts.ts): an admin asks, another admin approves (the gift is posted
 * in that call's transaction) or rejects; every request and decision is audited.
 */
export default async function opsGiftsRoutes(app: FastifyInstance) {
  opsCall(app, opsGiftRequest, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const ask = { userId: input.user_id, amount: input.amount, mark: input.mark, reason: input.reason };
      return wire(await giftRequestOf(db, await requestGift(db, ask, actor)));
    },
  });

  opsCall(app, opsGiftDecide, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      await decideGift(app.ledger, db, input, actor);
      return wire(await giftRequestOf(db, input.id));
    },
  });

  opsCall(app, opsGifts, {
    permission: 'admin',
    handle: async ({ db, input }) => {
      const page = await giftsPage(db, input);
      return { ...page, rows: page.rows.map(wire) };
    },
  });
}
