import { z } from 'zod';
import { call, dateString, requestSchema } from '../api/common';
import { requestRow } from './requests';
import { SUPPORT_BODY_MAX, SUPPORT_TITLE_MAX } from './members';

/**
 * One in-site message to a segment of members (issue 40, support): previewed, then asked as a four-eyes request
 * (`message.segment`) another operator approves. Excluded and disabled members are always left out.
 */

/** The most days back "active" may look. */
export const SEGMENT_ACTIVE_DAYS_MAX = 365;

/**
 * Who a segment names: members with a credited deposit this month (the sales time zone's) or between two days (both
 * included), members who bet in the last `days` days, or every member.
 */
export const segment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposited_this_month') }).strict(),
  z.object({ kind: z.literal('deposited_between'), begin: dateString, end: dateString }).strict(),
  z.object({ kind: z.literal('active_days'), days: z.number().int().min(1).max(SEGMENT_ACTIVE_DAYS_MAX) }).strict(),
  z.object({ kind: z.literal('all_active') }).strict(),
]);
export type Segment = z.infer<typeof segment>;
export const SEGMENT_KINDS = ['deposited_this_month', 'deposited_between', 'active_days', 'all_active'] as const;

/** How many members a segment reaches now, and how many of its members are left out, by why. */
export const segmentReach = z.object({
  reached: z.number().int(),
  /** Excluded from play (self-excluded or by support): no promotion reaches them. */
  excluded: z.number().int(),
  disabled: z.number().int(),
});
export type SegmentReach = z.infer<typeof segmentReach>;

/** Counts a segment's members now (support): nothing is sent. 70160 for a period that is not one. */
export const opsSegmentPreview = call({
  method: 'POST',
  path: '/api/ops/segmentPreview',
  mutates: false,
  request: requestSchema({ segment }),
  response: segmentReach,
});

const title = z.string().trim().min(1).max(SUPPORT_TITLE_MAX);
const body = z.string().trim().min(1).max(SUPPORT_BODY_MAX);

/**
 * Asks for one message to a segment (support), its title and text written in each language (plain text, as support's
 * messages): sent once another operator approves, each member reading it in their language. 70161: it reaches nobody.
 */
export const opsSegmentAsk = call({
  method: 'POST',
  path: '/api/ops/segmentAsk',
  mutates: true,
  request: requestSchema({
    segment,
    title_tw: title,
    title_zh: title,
    title_en: title,
    body_tw: body,
    body_zh: body,
    body_en: body,
    reason: z.string().trim().min(3).max(500),
  }),
  response: requestRow,
});

export const segmentsCalls = { opsSegmentPreview, opsSegmentAsk };
