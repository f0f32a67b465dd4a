import type { ErrorDef } from '../i18n/errors';

/** In-site messages' refusals (20050, in the accounts range they began in), each with its message in the server i18n area. */
export const MESSAGE_ERR = {
  /** An id that is not one of the member's messages (unknown, or another member's: the answer does not say which). */
  notFound: { code: 20050, key: 'server.message.notFound' },
} as const satisfies Record<string, ErrorDef>;
