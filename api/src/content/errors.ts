import type { ErrorDef } from '../http/errors';

/** News and announcements refusals (60xxx), each with its message in the server i18n area. */
export const CONTENT_ERR = {
  articleNotFound: { code: 60001, key: 'server.content.articleNotFound' },
} as const satisfies Record<string, ErrorDef>;
