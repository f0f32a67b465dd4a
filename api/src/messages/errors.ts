import type { ErrorDef } from '../i18n/errors';

/** In-site messages' refusals (20050, in the accounts range they began in), each with its message in the server i18n area. */
export const MESSAGE_ERR = {
  /** An id that is not one of the member's messages (unknown, or another member's: the answer does not say which). */
  notFound: { code: 20050, key: 'server.message.notFound' },
} as const satisfies Record<string, ErrorDef>;

/** A message to a segment of members (issue 40): 70160-70169, in the back office's range. */
export const SEGMENT_ERR = {
  /** deposited_between: a day that is not one, before the first or after today, or begin after end. */
  period: { code: 70160, key: 'server.segment.period' },
  /** Asked for a segment that reaches no member now (everyone in it excluded or disabled, or nobody in it). */
  empty: { code: 70161, key: 'server.segment.empty' },
} as const satisfies Record<string, ErrorDef>;
