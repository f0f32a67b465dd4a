// Helpers for tests that run ops commands (not used by the server).
import type { OperatorRole } from 'shared-contracts/ops';
import type { Config } from '../config';
import type { Connection } from '../db/schema';
import { runOps } from '../ops/run';

/** The operator the tests' commands run as (`--by`), added on first use. */
export const TEST_OPERATOR = 'ops-tester';

/**
 * Runs an ops command on a test database: its exit code and what it printed, the lines joined. It runs as
 * TEST_OPERATOR (an active admin, added when missing) unless argv names its own `--by` or `by` is null (none).
 */
export async function runOpsCommand(
  connection: Connection,
  config: Config,
  argv: string[],
  { by = TEST_OPERATOR }: { by?: string | null } = {},
) {
  if (by !== null) argv = await asOperator(connection, argv, by);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { connection, config });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Adds an active admin of that name unless one exists (no enrolment: the CLI names them, it never signs them in). */
export async function ensureOperator(connection: Connection, name: string, role: OperatorRole = 'admin'): Promise<void> {
  await connection.db
    .insertInto('operators')
    .values({
      name,
      role,
      password_hash: null,
      totp_secret: 'unused',
      totp_last_step: null,
      enrol_token_hash: null,
      enrol_expires_at: null,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** argv naming `--by <by>` (TEST_OPERATOR by default, added when missing) unless it names its own. */
export async function asOperator(connection: Connection, argv: string[], by = TEST_OPERATOR): Promise<string[]> {
  if (argv.includes('--by')) return argv;
  if (by === TEST_OPERATOR) await ensureOperator(connection, TEST_OPERATOR);
  return [...argv, '--by', by];
}

/** A second admin, for the approvals four eyes asks of someone other than TEST_OPERATOR. */
export const SECOND_TEST_OPERATOR = 'ops-tester-2';

/** Credits a gift as the CLI does now: asked by TEST_OPERATOR, approved by SECOND_TEST_OPERATOR; answers the exit code. */
export async function giftApproved(
  connection: Connection,
  config: Config,
  username: string,
  amountU: string,
  mark: string,
): Promise<number> {
  const asked = await runOpsCommand(connection, config, ['gift', username, amountU, mark]);
  const id = /^request (\d+):/m.exec(asked.out)?.[1];
  if (asked.code !== 0 || !id) return asked.code || 1;
  await ensureOperator(connection, SECOND_TEST_OPERATOR);
  return (await runOpsCommand(connection, config, ['gift:approve', id], { by: SECOND_TEST_OPERATOR })).code;
}
