import { z } from 'zod';
import { call, dateString, emptyRequest, id, minor, requestSchema, unixSeconds } from './common';

/**
 * Member verification (issue 40): levels none, basic (legal name and date of birth, 18 or over) and full (an ID document
 * and a selfie, reviewed by customer service). A withdrawal above a threshold, alone or with the member's withdrawals of
 * the last 30 days, needs that level. Amounts in minor units.
 */
export const VERIFICATION_LEVELS = ['none', 'basic', 'full'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];
export const VERIFICATION_FILE_KINDS = ['document', 'selfie'] as const;
export type VerificationFileKind = (typeof VERIFICATION_FILE_KINDS)[number];
/** The largest image the server may be configured to take (KYC_MAX_IMAGE_MB is checked on the server), base64. */
const MAX_BASE64_CHARS = Math.ceil((16 * 1024 * 1024) / 3) * 4;

export const verificationStatusData = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  legal_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  /** Above `basic_above` a withdrawal needs basic, above `full_above` full (alone or over 30 days). */
  thresholds: z.object({ basic_above: minor, full_above: minor }),
  /** The submission waiting for review, if any. */
  pending: z.object({ id: z.number().int(), createtime: unixSeconds }).nullable(),
  /** The newest rejection since the member last submitted, with support's reason. */
  rejected: z.object({ reason: z.string(), createtime: unixSeconds }).nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatusData>;

export const verificationStatus = call({
  method: 'POST',
  path: '/api/user/verificationStatus',
  mutates: false,
  request: emptyRequest,
  response: verificationStatusData,
});

/** Basic: the legal name and date of birth (18 or over on the lottery's today). */
export const verificationBasic = call({
  method: 'POST',
  path: '/api/user/verificationBasic',
  mutates: true,
  request: requestSchema({
    legal_name: z.string().trim().min(2).max(100),
    birth_date: dateString,
  }),
  response: verificationStatusData,
});

/** One image (JPEG, PNG or WebP by its bytes; base64), kept for a submission; answers its id. */
export const verificationUpload = call({
  method: 'POST',
  path: '/api/user/verificationUpload',
  mutates: true,
  request: requestSchema({
    kind: z.enum(VERIFICATION_FILE_KINDS),
    image: z
      .string()
      .min(4)
      .max(MAX_BASE64_CHARS)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  }),
  response: z.object({ file_id: z.number().int() }),
});

/** Asks support to review an uploaded document and selfie (full); basic first, one pending at a time. */
export const verificationSubmit = call({
  method: 'POST',
  path: '/api/user/verificationSubmit',
  mutates: true,
  request: requestSchema({ document_id: id, selfie_id: id }),
  response: verificationStatusData,
});
