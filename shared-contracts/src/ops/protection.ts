import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, positiveMinor, requestSchema, unixSeconds } from '../api/common';
import { playControlsData } from '../api/play';
import { BREAK_LENGTHS, IMPOSED_EXCLUSION_LENGTHS, LIMIT_KINDS, LIMIT_PERIODS } from '../domain/playRules';

/**
 * Protection support imposes on a member (issue 40): a limit the member could set themselves, or an exclusion, with a
 * reason the member is told. It holds as the member's own: nobody lifts it early, support included.
 */

/**
 * Imposes on a member (support): `exclusion` with a `length` (any break's, or indefinite), or a limit: `deposit` or
 * `loss` with a `period`, or `stake`, with an `amount` (null removes it, after the delay). Answers the member's
 * controls after it.
 */
export const opsMemberProtect = call({
  method: 'POST',
  path: '/api/ops/memberProtect',
  mutates: true,
  request: requestSchema({
    user_id: z.number().int().positive(),
    kind: z.enum(['exclusion', ...LIMIT_KINDS, 'stake']),
    length: z.enum(IMPOSED_EXCLUSION_LENGTHS).optional(),
    period: z.enum(LIMIT_PERIODS).optional(),
    amount: positiveMinor.nullable().optional(),
    reason: z.string().trim().min(3).max(500),
  }).refine(
    (body) =>
      body.kind === 'exclusion'
        ? body.length !== undefined && body.period === undefined && body.amount === undefined
        : body.length === undefined && body.amount !== undefined && (body.kind === 'stake') === (body.period === undefined),
    { path: ['kind'] },
  ),
  response: playControlsData,
});

export const exclusionRow = z.object({
  user_id: z.number().int(),
  username: z.string(),
  kind: z.enum([...new Set(Object.values(BREAK_LENGTHS))] as ['timeout', 'exclusion']),
  /** When it was taken; null for breaks taken before support could impose them (migration 057). */
  since: unixSeconds.nullable(),
  until: unixSeconds,
  indefinite: z.boolean(),
  /** 'operator:<name>' who imposed it; null: the member took it. */
  imposed_by: z.string().nullable(),
  /** Support's reason; null for the member's own. */
  reason: z.string().nullable(),
});
export type ExclusionRow = z.infer<typeof exclusionRow>;

/** Every member on a break now (support), a page at a time (paging.ts): exclusions and time-outs, self-taken or imposed, newest first. */
export const opsExclusions = call({
  method: 'POST',
  path: '/api/ops/exclusions',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(exclusionRow),
});

export const protectionCalls = { opsMemberProtect, opsExclusions };
