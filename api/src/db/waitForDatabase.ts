import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Config } from '../config';
import type { ProcessLog } from '../processLog';
import { StartupError } from '../startupError';
import { dbFault } from './errors';
import { clientConfig, databaseAddress } from './postgres';

const FIRST_PAUSE_MS = 500;
const MAX_PAUSE_MS = 5_000;

type WaitConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'pgTimeouts' | 'dbWaitSeconds'>;

/**
 * Start-up on PostgreSQL: waits for the database to answer (a host reboot may start the api first), trying again
 * with a growing pause and saying so on one line per attempt, for at most DB_WAIT_SECONDS. A refusal that waiting
 * cannot mend (wrong password, unknown database, a malformed URL) ends the wait at once. Either way a StartupError
 * says what to fix. SQLite has nothing to wait for.
 */
export async function waitForDatabase(config: WaitConfig, log: ProcessLog, now: () => number = Date.now): Promise<void> {
  if (!config.databaseUrl) return;
  const database = databaseAddress(config.databaseUrl);
  const deadline = now() + config.dbWaitSeconds * 1000;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    const error = await tryOnce({ ...config, databaseUrl: config.databaseUrl });
    if (!error) {
      if (attempt > 1) log('info', 'the database answers', { database, attempts: attempt });
      return;
    }
    const words = error instanceof Error ? error.message : String(error);
    if (dbFault(error) !== 'unavailable')
      throw new StartupError(`the database at ${database} refused the api: ${words} (check DATABASE_URL: user, password, database name)`, {
        cause: error,
      });
    const left = deadline - now();
    if (left <= 0)
      throw new StartupError(
        `cannot reach the database at ${database} after ${config.dbWaitSeconds} s (DB_WAIT_SECONDS): ${words}; check that PostgreSQL runs and DATABASE_URL points at it`,
        { cause: error },
      );
    const wait = Math.min(pause, left);
    log('warn', 'waiting for the database', { database, attempt, error: words, retryInMs: wait });
    await sleep(wait);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }
}

/** One connection and `SELECT 1`: undefined when the database answers, else the error. */
async function tryOnce(config: WaitConfig & { databaseUrl: string }): Promise<unknown> {
  let client: pg.Client;
  try {
    client = new pg.Client(clientConfig(config));
  } catch (error) {
    return error; // a malformed URL
  }
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
