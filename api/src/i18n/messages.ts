import { combineAreas, type AreaStrings } from 'shared-contracts';
import { account } from './server/account';
import { aml } from './server/aml';
import { content } from './server/content';
import { field } from './server/field';
import { lists } from './server/lists';
import { message } from './server/message';
import { ops } from './server/ops';
import { pay } from './server/pay';
import { platform } from './server/platform';
import { play } from './server/play';
import { segment } from './server/segment';
import { trade } from './server/trade';
import { verification } from './server/verification';
import { wallet } from './server/wallet';

/** The area parts of the server strings; each holds its own top-level groups, so merging them loses none. */
export const serverParts = [
  platform,
  account,
  pay,
  wallet,
  verification,
  trade,
  play,
  message,
  content,
  ops,
  segment,
  aml,
  lists,
  field,
] as const;

/** The parts' trees as one type (their union made an intersection): combineAreas merges the values, not the keys. */
type Merged = (typeof serverParts)[number]['tw'] extends infer Part
  ? (Part extends unknown ? (tree: Part) => void : never) extends (tree: infer All) => void
    ? All
    : never
  : never;

/**
 * Every message the api answers in `msg`, in the request's language: one file per area in ./server (each names the
 * refusal table its messages serve), merged as the remotes merge theirs.
 */
export const server = combineAreas(...serverParts) as AreaStrings<Merged>;
