// A server for one benchmark, in its own process so it does not share an event loop with the load generator.
// `node server.mjs bare` is a bare Fastify GET route (BARE_BYTES pads its answer to about that many bytes);
// `node server.mjs app` is the built api (settings from env).
// Prints one line {"port": N} when listening; exits on SIGTERM.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.argv[2];
let app;
if (mode === 'bare') {
  app = require('fastify')();
  const pad = 'x'.repeat(Math.max(0, Number(process.env.BARE_BYTES || 0) - 50));
  app.get('/bare', async () => ({ code: 1, msg: 'ok', data: { hello: 'world', pad } }));
} else {
  const { buildApp } = require('../dist/build.js');
  const { loadConfig } = require('../dist/config.js');
  app = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) });
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
