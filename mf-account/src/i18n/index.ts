import { account } from './account';

/** This remote's strings (tw, zh, en): its App registers them on the page's i18n when it mounts. */
export const strings = { account };
