import { withDemoChain } from '../chain/demo/demoChain';
import { dataDirOf, loadConfig, type Config } from '../config';
import { connect } from '../db/connect';
import type { Connection } from '../db/schema';
import { dbFault } from '../db/errors';
import { migrate } from '../db/migrate';
import { databaseAddress } from '../db/postgres';
import { openNotifications } from '../db/notifications';
import { Ledger } from '../ledger';
import { escapeControlChars } from '../security/controlChars';
import { OpsError, type OpsCommand } from './command';
import { commands as allCommands } from './commands';

export interface OpsIo {
  out: (line: string) => void;
  err: (line: string) => void;
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
  const [name, ...args] = argv;
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
    if (!opts.connection) await migrate(connection.db, connection.dialect);
    await command.run({ ...connection, config, notifications, ledger, out: (line) => io.out(printable(line)) }, args);
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
