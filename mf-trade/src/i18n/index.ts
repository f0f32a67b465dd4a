import type { AreaStrings, Tree } from 'shared-contracts';
import { records } from './records';
import { room } from './room';

/** The trade area, one file per part (hall and room, records), merged side by side in each language. */
function combine(...parts: AreaStrings<Tree>[]): AreaStrings<Tree> {
  return {
    tw: Object.assign({}, ...parts.map((p) => p.tw)),
    zh: Object.assign({}, ...parts.map((p) => p.zh)),
    en: Object.assign({}, ...parts.map((p) => p.en)),
  };
}

/** This remote's strings (tw, zh, en): its App registers them on the page's i18n when it mounts. */
export const strings = { trade: combine(room, records) };
