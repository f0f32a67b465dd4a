import type { Actor } from '../audit/log';
import type { Dialect } from '../db/schema';
import type { Deps } from '../deps';
import { escapeControlChars } from '../security/controlChars';

/**
 * What every ops command gets: the services' dependencies (deps.ts: the migrated database, the settings, the ledger,
 * notifications to publish (on PostgreSQL every api process hears them; SQLite servers re-read within
 * LOTTERY_REFRESH_MS), the clock), a line printer, and who acts.
 */
export interface CliContext extends Deps {
  dialect: Dialect;
  out: (line: string) => void;
  /**
   * The operator running a command that changes anything, named by `--by <operator>` and checked against the
   * operators table (an active operator): their audit rows and their four-eyes requests, as in the console. Reading it
   * without `--by` refuses the command (exit 2) before anything changes.
   */
  readonly by: Actor;
  /** Whether the command names its operator (`--by`): only operator:add's bootstrap runs without. */
  readonly named: boolean;
}

/** One operator command: one file in ops/commands/, listed in ops/commands/index.ts. */
export interface OpsCommand {
  /** 'area:verb', e.g. 'user:disable'. */
  name: string;
  /** Arguments as shown in help, e.g. '<username>'. */
  usage: string;
  summary: string;
  run(ctx: CliContext, args: string[]): Promise<void>;
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
