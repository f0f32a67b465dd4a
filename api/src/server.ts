import cluster from 'node:cluster';
import { buildApp } from './build';
import { SCRYPT_PRODUCTION, loadConfig, type Config } from './config';
import { dbFault } from './db/errors';
import { waitForDatabase } from './db/waitForDatabase';
import { processLog } from './processLog';
import { StartupError } from './startupError';
import { superviseWorkers } from './workers';

/** The reason the server cannot start, on one line; a stack only for what nobody outside the code can fix. */
function exitCannotStart(err: unknown): never {
  if (err instanceof StartupError) console.error(`cannot start: ${err.message}`);
  else if (dbFault(err))
    console.error(`cannot start: the database could not serve start-up (${err instanceof Error ? err.message : String(err)}); try again`);
  else console.error(err);
  process.exit(1);
}

/** The settings, or the reason the server cannot start (a bad setting needs no stack trace). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    exitCannotStart(new StartupError(err instanceof Error ? err.message : String(err)));
  }
}

/**
 * The entry: wait for the database, build, listen, and close gracefully (in-flight requests finish, the database
 * closes) on a signal. With WORKERS=N (N > 1) this process only supervises N such processes on the same port
 * (workers.ts), once the database answers.
 */
async function main() {
  const config = configOrExit();
  await waitForDatabase(config, processLog(config.logLevel));
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers, config.logLevel);
  const app = await buildApp({ config });
  // A database error no code path caught is still no reason to end the process (other rejections still do).
  process.on('unhandledRejection', (reason) => {
    if (!app.faultLog.report(reason, 'unhandled rejection')) throw reason;
  });
  if (config.scrypt.N < SCRYPT_PRODUCTION.N) app.log.warn({ N: config.scrypt.N }, 'SCRYPT_N is below the production 2^16: for tests only');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch(exitCannotStart);
