import { z } from 'zod';
import { pageOf, pageRequest } from './paging';
import { call, emptyRequest, minor, positiveMinor, requestSchema, unixSeconds } from '../api/common';
import { VERIFICATION_FILE_KINDS, VERIFICATION_LEVELS } from '../api/verification';
import { requestRow } from './requests';

/**
 * Member verification in the console (issue 40): support's review queue (the images only through opsVerificationFile,
 * which records the read), its decisions (audited, told to the member), and the withdrawal thresholds, which an admin
 * changes under four eyes.
 */

const reason = z.string().trim().min(3).max(500);

export const verificationSubmissionRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  level: z.enum(VERIFICATION_LEVELS),
  legal_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  document_file: z.number().int(),
  selfie_file: z.number().int(),
  createtime: unixSeconds,
});
export type VerificationSubmissionRow = z.infer<typeof verificationSubmissionRow>;

/** The submissions waiting for review (support), newest first, a page at a time (paging.ts). */
export const opsVerificationQueue = call({
  method: 'POST',
  path: '/api/ops/verificationQueue',
  mutates: false,
  request: requestSchema({ ...pageRequest }),
  response: pageOf(verificationSubmissionRow),
});

/** One uploaded image (support), base64 with its type; each opening writes an access row (who, whom, when). */
export const opsVerificationFile = call({
  method: 'POST',
  path: '/api/ops/verificationFile',
  mutates: false,
  request: requestSchema({ file_id: z.number().int().positive() }),
  response: z.object({ kind: z.enum(VERIFICATION_FILE_KINDS), mime: z.string(), data: z.string() }),
});

/** Approves (the member becomes full) or rejects a pending submission, with a reason the member reads; audited. */
export const opsVerificationDecide = call({
  method: 'POST',
  path: '/api/ops/verificationDecide',
  mutates: true,
  request: requestSchema({ submission_id: z.number().int().positive(), decision: z.enum(['approve', 'reject']), reason }),
  response: z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }),
});

export const verificationThresholdsAnswer = z.object({
  /** In force now (an admin's change, else the shipped defaults). */
  basic_above: minor,
  full_above: minor,
  /** KYC_BASIC_ABOVE / KYC_FULL_ABOVE: what applies while no admin has changed them. */
  defaults: z.object({ basic_above: minor, full_above: minor }),
  /** Who set the ones in force (the approving admin) and when; null: the defaults. */
  set_by: z.string().nullable(),
  set_at: unixSeconds.nullable(),
});

/** The withdrawal thresholds of verification (every role reads them). */
export const opsVerificationThresholds = call({
  method: 'POST',
  path: '/api/ops/verificationThresholds',
  mutates: false,
  request: emptyRequest,
  response: verificationThresholdsAnswer,
});

/** Asks to change the thresholds (admin); another admin approves the request (opsRequestDecide) for it to apply. */
export const opsVerificationThresholdsSet = call({
  method: 'POST',
  path: '/api/ops/verificationThresholdsSet',
  mutates: true,
  request: requestSchema({ basic_above: positiveMinor, full_above: positiveMinor, reason }),
  response: requestRow,
});

export const verificationCalls = {
  opsVerificationQueue,
  opsVerificationFile,
  opsVerificationDecide,
  opsVerificationThresholds,
  opsVerificationThresholdsSet,
};
