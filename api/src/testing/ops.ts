// Helpers for tests that run ops commands (not used by the server).
import type { Config } from '../config';
import type { Connection } from '../db/schema';
import { runOps } from '../ops/run';

/** Runs an ops command on a test database: its exit code and what it printed, the lines joined. */
export async function runOpsCommand(connection: Connection, config: Config, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { connection, config });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
