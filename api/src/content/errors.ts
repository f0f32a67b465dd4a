import type { ErrorDef } from '../i18n/errors';

/** News and announcements refusals (601xx), each with its message in the server i18n area. */
export const CONTENT_ERR = {
  articleNotFound: { code: 60101, key: 'server.content.articleNotFound' },
  // The console's refusals of its first range (700xx), kept with the services that throw them (content/manage.ts).
  contentEmpty: { code: 70062, key: 'server.ops.contentEmpty' },
  contentUnknown: { code: 70063, key: 'server.ops.contentUnknown' },
  contentRetired: { code: 70064, key: 'server.ops.contentRetired' },
  imageAddress: { code: 70065, key: 'server.ops.imageAddress' },
} as const satisfies Record<string, ErrorDef>;
