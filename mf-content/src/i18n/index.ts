import { combineAreas } from 'shared-contracts';
import { home } from './home';
import { news } from './news';

/** This remote's strings (tw, zh, en), one file per part: its App registers them on the page's i18n when it mounts. */
export const strings = { content: combineAreas(home, news) };
