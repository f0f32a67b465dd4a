// What a service needs, handed in by its caller (issue 38): the api (app.deps), the ops CLI (its context) and the api's
// jobs give the same object, never the Fastify app, so a rule written once (four eyes, an audit row, a refusal) holds
// whichever door an operator uses.
import type { Config } from './config';
import type { Notifications } from './db/notifications';
import type { Db } from './db/schema';
import type { Ledger } from './ledger';

export interface Deps {
  db: Db;
  /** Every balance change goes through it (on PostgreSQL it publishes each committed balance to the api processes). */
  ledger: Ledger;
  config: Config;
  /** Change notices for the api processes (room state, revoked sessions). */
  notifications: Notifications;
  /** Milliseconds since the epoch: the lottery's clock (tests set it), else the machine's. */
  now: () => number;
}

/** The clock every service reads: the one the lottery's settings hold (tests move it), else Date.now. */
export const clockOf = (config: Config): (() => number) => config.lottery.clock ?? Date.now;
