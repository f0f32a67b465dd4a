import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, minor, positiveMinor, requestSchema, unixSeconds } from '../api/common';
import { REQUEST_KINDS } from './kinds';

/**
 * Four eyes for what one operator could make money with (issue 38): a correcting ledger entry, a turnover waiver, a new
 * operator or another role, odds, a promotion program, a round voided and refunded (issue 39). One operator asks, another decides: approving applies it once, rejecting changes nothing. Nobody approves
 * their own request through any session or the CLI (70020); a decided one answers 70011.
 */

export { REQUEST_KINDS };
export const REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;

const reason = z.string().trim().min(3).max(500);

export const requestRow = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  /**
   * What it changes: ledger.correct { userId, delta, entryId }, turnover.waive { userId, amount },
   * operator.add and operator.role { name, role }, odds.set { planId, cls, odds (hundredths) }, program.set { program,
   * settings (as programs.ts keeps them) }, round.void { gameId, issue }, message.segment { segment, title, body (each by language) } (minor units).
   */
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  /** 'operator:<name>' */
  requested_by: z.string(),
  requested_at: unixSeconds,
  state: z.enum(REQUEST_STATES),
  decided_by: z.string().nullable(),
  decided_at: unixSeconds.nullable(),
  decision_reason: z.string().nullable(),
  /** What approving wrote (the ledger entry, the operator), once approved. */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type RequestRow = z.infer<typeof requestRow>;

/** Asks for a correcting entry of a member's entry (admin): `delta` credits (> 0) or debits (< 0), minor units. */
export const opsCorrectionAsk = call({
  method: 'POST',
  path: '/api/ops/correctionAsk',
  mutates: true,
  request: requestSchema({
    user_id: z.number().int().positive(),
    delta: minor.refine((v) => v !== 0 && Math.abs(v) <= 1_000_000_000_000),
    entry_id: z.number().int().positive(),
    reason,
  }),
  response: requestRow,
});

/** Asks to waive part of a member's turnover left (admin), minor units. */
export const opsWaiverAsk = call({
  method: 'POST',
  path: '/api/ops/waiverAsk',
  mutates: true,
  request: requestSchema({ user_id: z.number().int().positive(), amount: positiveMinor, reason }),
  response: requestRow,
});

/** Approves (applies it, once) or rejects a pending request (admin). An approved new operator's link comes only here. */
export const opsRequestDecide = call({
  method: 'POST',
  path: '/api/ops/requestDecide',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive(), decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500) }),
  response: z.object({
    request: requestRow,
    /** operator.add approved: the one-time enrolment token of their link, and until when it is good. */
    enrol_token: z.string().optional(),
    expires_at: unixSeconds.optional(),
  }),
});

/** The requests the role may decide, a page at a time (paging.ts): pending ones, oldest first, then decided ones, newest first. */
export const opsRequests = call({
  method: 'POST',
  path: '/api/ops/requests',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(requestRow),
});

export const requestsCalls = { opsCorrectionAsk, opsWaiverAsk, opsRequestDecide, opsRequests };
