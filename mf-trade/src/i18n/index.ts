import { combineAreas } from 'shared-contracts';
import { records } from './records';
import { room } from './room';

/** This remote's strings (tw, zh, en), one file per part (hall and room, records): its App registers them on the page's i18n when it mounts. */
export const strings = { trade: combineAreas(room, records) };
