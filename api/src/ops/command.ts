import type { Config } from '../config';
import type { Notifications } from '../db/notifications';
import type { Db, Dialect } from '../db/schema';
import type { Ledger } from '../ledger';
import { escapeControlChars } from '../security/controlChars';

/** What every ops command gets: the migrated database, the settings, a line printer, notifications to publish, the ledger. */
export interface OpsContext {
  db: Db;
  dialect: Dialect;
  config: Config;
  out: (line: string) => void;
  /** Publish only: on PostgreSQL every api process hears them; SQLite servers re-read within LOTTERY_REFRESH_MS. */
  notifications: Notifications;
  /** The command's ledger: on PostgreSQL it publishes each committed balance, so the servers' held balances hear it. */
  ledger: Ledger;
}

/** One operator command: one file in ops/commands/, listed in ops/commands/index.ts. */
export interface OpsCommand {
  /** 'area:verb', e.g. 'user:disable'. */
  name: string;
  /** Arguments as shown in help, e.g. '<username>'. */
  usage: string;
  summary: string;
  run(ctx: OpsContext, args: string[]): Promise<void>;
}

/** A refusal to print without a stack: bad arguments (exit 2) or a failed check (exit 1). */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

/**
 * One line of a table: cells separated by tabs, each with its control characters written out, so a stored
 * text holding a tab cannot shift a column (the printer, run.ts, escapes everything else on every line).
 */
export function row(...cells: unknown[]): string {
  return cells.map((cell) => escapeControlChars(String(cell))).join('\t');
}

export function usageError(command: OpsCommand): OpsError {
  return new OpsError(`usage: npm run ops -- ${command.name} ${command.usage}`.trimEnd(), 2);
}
