import { buildApp } from './build';
import { SCRYPT_PRODUCTION, loadConfig } from './config';

/** The entry: build, listen, and close gracefully (in-flight requests finish, the database closes) on a signal. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
