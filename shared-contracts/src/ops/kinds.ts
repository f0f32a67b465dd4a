/** Kinds the calls and the audit log share, with no zod (the console reads them: auditActions.ts). */

/** What a four-eyes request asks (requests.ts). */
export const REQUEST_KINDS = [
  'ledger.correct',
  'turnover.waive',
  'operator.add',
  'operator.role',
  'operator.disable',
  'operator.reset',
  'odds.set',
  'program.set',
  'round.void',
  /** One in-site message to a segment of members (issue 40, support asks, another support or admin approves). */
  'message.segment',
  'verification.thresholds',
] as const;

/** What the console's content screen edits (promotions.ts). */
export const CONTENT_KINDS = ['notice', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
