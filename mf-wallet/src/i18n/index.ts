import { combineAreas } from 'shared-contracts';
import { bindings } from './bindings';
import { deposit } from './deposit';
import { fundLog } from './fundLog';
import { withdraw } from './withdraw';

/** This remote's strings (tw, zh, en), one file per part: its App registers them on the page's i18n when it mounts. */
export const strings = { wallet: combineAreas(deposit, fundLog, withdraw, bindings) };
