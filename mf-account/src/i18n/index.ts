import { combineAreas } from 'shared-contracts';
import { account } from './account';
import { play } from './play';

/** This remote's strings (tw, zh, en), one file per part: its App registers them on the page's i18n when it mounts. */
export const strings = { account: combineAreas(account, play) };
