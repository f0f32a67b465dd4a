import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, emptyRequest, requestSchema, unixSeconds } from '../api/common';
import { reportSpan } from './reports';

/**
 * Anti-money-laundering cases (issue 40): the server opens one when a rule trips on a money movement; support works it
 * (notes) and closes it with a decision; while it is open the member's withdrawals wait. The deny-list of addresses is
 * the admin's CSV upload.
 */

export const AML_RULES = ['little_play', 'structuring', 'shared_address', 'deny_list'] as const;
export type AmlRuleName = (typeof AML_RULES)[number];
export const CASE_DECISIONS = ['cleared', 'confirmed'] as const;

export const caseNote = z.object({ author: z.string(), note: z.string(), created_at: unixSeconds });

export const amlCase = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  rule: z.enum(AML_RULES),
  /** The movements and figures that tripped the rule (amounts in minor units, times in unix ms), as the rule wrote them. */
  evidence: z.record(z.string(), z.unknown()),
  opened_at: unixSeconds,
  /** null while open. */
  decision: z.enum(CASE_DECISIONS).nullable(),
  decided_by: z.string().nullable(),
  decided_at: unixSeconds.nullable(),
  notes: z.array(caseNote),
});
export type AmlCaseRow = z.infer<typeof amlCase>;

/** Cases (support), a page at a time (paging.ts): open ones (oldest first), then closed ones (newest first); a member's when named. */
export const opsCases = call({
  method: 'POST',
  path: '/api/ops/cases',
  mutates: false,
  request: requestSchema({ user_id: z.number().int().positive().optional(), ...pageRequest }),
  response: pageOf(amlCase),
});

const caseNoteText = z.string().trim().min(3).max(2000);

/** Adds a note to an open case (support). */
export const opsCaseNote = call({
  method: 'POST',
  path: '/api/ops/caseNote',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive(), note: caseNoteText }),
  response: amlCase,
});

/** Closes an open case with a decision and a note (support): the cashier decides the held withdrawal after. */
export const opsCaseClose = call({
  method: 'POST',
  path: '/api/ops/caseClose',
  mutates: true,
  request: requestSchema({ id: z.number().int().positive(), decision: z.enum(CASE_DECISIONS), note: caseNoteText }),
  response: amlCase,
});

/** Cases opened in the days `from`..`to` (the sales time zone's), counted by rule and outcome (open, cleared, confirmed). */
export const opsCaseReport = call({
  method: 'POST',
  path: '/api/ops/caseReport',
  mutates: false,
  request: reportSpan,
  response: z.object({
    time_zone: z.string(),
    rows: z.array(z.object({ rule: z.enum(AML_RULES), open: z.number().int(), cleared: z.number().int(), confirmed: z.number().int() })),
  }),
});

/** How many addresses the deny-list holds (support and admin read it). */
export const opsDenyList = call({
  method: 'POST',
  path: '/api/ops/denyList',
  mutates: false,
  request: emptyRequest,
  response: z.object({ count: z.number().int() }),
});

/**
 * Replaces the deny-list with a CSV file's `address[,note]` lines (admin), sent as its lines (a call's strings hold no
 * line breaks; the body's 64 KB hold some 1,500); any wrong line refuses it all, naming the lines.
 */
export const opsDenyListUpload = call({
  method: 'POST',
  path: '/api/ops/denyListUpload',
  mutates: true,
  request: requestSchema({ lines: z.array(z.string().max(1000)).min(1).max(5000) }),
  response: z.object({ count: z.number().int(), sha256: z.string() }),
});

export const amlCalls = { opsCases, opsCaseNote, opsCaseClose, opsCaseReport, opsDenyList, opsDenyListUpload };
