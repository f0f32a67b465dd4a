import type { ErrorDef } from '../i18n/errors';

/** The console's lists and exports (issue 40, 7015x), each with its message in the server i18n area (server.lists.*). */
export const LIST_ERR = {
  cursorInvalid: { code: 70150, key: 'server.lists.cursorInvalid' },
  periodInvalid: { code: 70151, key: 'server.lists.periodInvalid' },
  periodTooLong: { code: 70152, key: 'server.lists.periodTooLong' },
} as const satisfies Record<string, ErrorDef>;
