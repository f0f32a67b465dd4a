import type { ErrorDef } from '../i18n/errors';

/** News and announcements refusals (601xx), each with its message in the server i18n area. */
export const CONTENT_ERR = {
  articleNotFound: { code: 60101, key: 'server.content.articleNotFound' },
} as const satisfies Record<string, ErrorDef>;
