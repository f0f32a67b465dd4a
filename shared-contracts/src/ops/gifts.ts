import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, positiveMinor, requestSchema, unixSeconds } from '../api/common';

/**
 * The back office's gifts calls (issue 29): an admin asks for a gift to a member, another admin approves it (the gift
 * is posted then, once) or rejects it. Nobody approves their own request (70030); a decided one answers 70011.
 */

/** The most one request may gift, in minor units (100,000u): more is the shell's emergency path (`npm run ops -- gift`). */
export const GIFT_MAX = 10_000_000;
/** The most of the mark the member reads in their fund log, as the CLI's. */
export const GIFT_MARK_MAX = 200;

export const GIFT_STATES = ['pending', 'approved', 'rejected'] as const;

const reason = z.string().trim().min(3).max(500);

export const giftRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  amount: z.number().int(),
  mark: z.string(),
  reason: z.string(),
  /** 'operator:<name>' */
  requested_by: z.string(),
  requested_at: unixSeconds,
  state: z.enum(GIFT_STATES),
  decided_by: z.string().nullable(),
  decided_at: unixSeconds.nullable(),
  decision_reason: z.string().nullable(),
  /** The gift's ledger entry, once approved. */
  entry_id: z.number().int().nullable(),
});

/** Asks for a gift (admin): nothing moves until another admin approves it. */
export const opsGiftRequest = call({
  method: 'POST',
  path: '/api/ops/giftRequest',
  mutates: true,
  request: requestSchema({
    user_id: z.number().int().positive(),
    amount: positiveMinor.max(GIFT_MAX),
    mark: z.string().trim().min(1).max(GIFT_MARK_MAX),
    reason,
  }),
  response: giftRow,
});

/** Approves (the gift is posted, once) or rejects a pending request (admin); approving one's own is refused (70030). */
export const opsGiftDecide = call({
  method: 'POST',
  path: '/api/ops/giftDecide',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive(), decision: z.enum(['approve', 'reject']), reason }),
  response: giftRow,
});

/** The requests (admin), a page at a time (paging.ts): every pending one, oldest first, then the decided ones, newest first. */
export const opsGifts = call({
  method: 'POST',
  path: '/api/ops/gifts',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(giftRow),
});

export const giftsCalls = { opsGiftRequest, opsGiftDecide, opsGifts };
