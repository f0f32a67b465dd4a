import { withDemoChain } from '../chain/demo/demoChain';
import { dataDirOf, loadConfig, type Config } from '../config';
import { connect } from '../db/connect';
import type { Connection } from '../db/schema';
import { dbFault } from '../db/errors';
import { migrateAsOwner } from '../db/migrate';
import { databaseAddress } from '../db/postgres';
import { openNotifications } from '../db/notifications';
import { Ledger } from '../ledger';
import { clockOf } from '../deps';
import { CLI_ADDRESS, type Actor } from '../audit/log';
import type { Db } from '../db/schema';
import { escapeControlChars } from '../security/controlChars';
import { OpsError, type CliContext, type OpsCommand } from './command';
import { commands as allCommands } from './commands';

export interface OpsIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `--by <operator>` taken out of the arguments, wherever it stands. */
function takeBy(argv: string[]): { by: string | null; rest: string[] } {
  const at = argv.indexOf('--by');
  if (at === -1) return { by: null, rest: argv };
  const name = argv[at + 1];
  if (name === undefined || name.startsWith('--')) throw new OpsError('--by names an operator: --by <operator>', 2);
  return { by: name.toLowerCase(), rest: argv.filter((_, i) => i !== at && i !== at + 1) };
}

/**
 * The actor of an active operator, as the console names them (`operator:<name>`) so that nobody approves their own
 * request through the CLI either; the address says the shell.
 */
async function operatorActor(db: Db, name: string): Promise<Actor> {
  const operator = await db.selectFrom('operators').select(['name', 'status']).where('name', '=', name).executeTakeFirst();
  if (!operator) throw new OpsError(`--by ${name}: no such operator (operator:add adds one)`, 2);
  if (operator.status !== 0) throw new OpsError(`--by ${name}: that operator is disabled`, 2);
  return { actor: `operator:${operator.name}`, address: CLI_ADDRESS };
}

function help(commands: OpsCommand[]): string[] {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.length));
  return [
    'usage: npm run ops -- <command> [arguments]',
    '',
    'commands:',
    ...commands.map((c) => `  ${`${c.name} ${c.usage}`.padEnd(width)}  ${c.summary}`),
    '',
    'The database is the one the server uses (DATABASE_URL, else DATA_DIR/trade.sqlite).',
    'A command that changes anything names its operator: --by <operator> (audited as that operator, held to four eyes).',
  ];
}

/**
 * Every line an ops command prints, escaped: stored text (member input, a row written before the api refused
 * control characters, or by another path) cannot clear the operator's screen, move the cursor or start a
 * forged row. Tabs stay: they separate table cells (see row() in command.ts, which escapes a cell's own tabs).
 */
function printable(line: string): string {
  return line.split('\t').map(escapeControlChars).join('\t');
}

/**
 * Runs one command and answers the exit code: 0 done, 1 failed, 2 bad usage.
 * Tests pass an open connection; the CLI opens (and migrates) the configured database.
 */
export async function runOps(
  argv: string[],
  io: OpsIo,
  opts: { config?: Config; connection?: Connection; commands?: OpsCommand[] } = {},
): Promise<number> {
  const commands = opts.commands ?? allCommands;
  let taken: ReturnType<typeof takeBy>;
  try {
    taken = takeBy(argv);
  } catch (error) {
    io.err(printable((error as Error).message));
    return 2;
  }
  const { by: byName, rest } = taken;
  const [name, ...args] = rest;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(commands).forEach((line) => io.out(line));
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(printable(`unknown command "${name}"; run "npm run ops -- help" for the list`));
    return 2;
  }
  const config = opts.config ?? loadConfig(withDemoChain(process.env, dataDirOf(process.env)));
  // An operator's command may rightly run long (ledger:verify reads every entry): no statement bound.
  const connection = opts.connection ?? connect({ ...config, pgTimeouts: { ...config.pgTimeouts, statementMs: 0 } });
  // Publish only (no listening connection): what a command changes reaches the servers' in-memory state.
  const notifications = await openNotifications({
    db: connection.db,
    dialect: connection.dialect,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    onError: (err) => io.err(printable(String(err))),
    listen: false,
  });
  // The ledger writes of a command (deposit:approve, gift, ...) reach the servers' held balances (PostgreSQL).
  const ledger = new Ledger({ publishTo: connection.dialect === 'postgres' ? notifications : null });
  try {
    if (!opts.connection) await migrateAsOwner(config, connection);
    // Checked before the command runs, so a misspelt name refuses before anything is read or written.
    const by = byName === null ? null : await operatorActor(connection.db, byName);
    const context: CliContext = {
      ...connection,
      config,
      notifications,
      ledger,
      now: clockOf(config),
      out: (line) => io.out(printable(line)),
      named: by !== null,
      get by() {
        if (!by) throw new OpsError(`${name} changes state: name yourself with --by <operator> (an active operator of the back office)`, 2);
        return by;
      },
    };
    await command.run(context, args);
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      io.err(printable(error.message));
      return error.exitCode;
    }
    const words = error instanceof Error ? error.message : String(error);
    const where =
      config.databaseUrl && dbFault(error)
        ? ` (the database at ${databaseAddress(config.databaseUrl)} could not serve it: check that it runs, then run the command again)`
        : '';
    io.err(printable(`${name} failed: ${words}${where}`));
    return 1;
  } finally {
    await notifications.close();
    if (!opts.connection) await connection.db.destroy();
  }
}
