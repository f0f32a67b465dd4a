// A server for one benchmark, in its own process so it does not share an event loop with the load generator.
// `node server.mjs bare` is a bare Fastify GET (and POST) route (BARE_BYTES pads its answer to about that many bytes;
// BARE_LOG=1 logs each request at the default level as the app logs its calls: its request-log controller);
// `node server.mjs app` is the built api (settings from env, as `npm start` reads them: LOG_LEVEL included).
// Sends {port} to its parent (IPC) when listening; exits on SIGTERM.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.argv[2];
let app;
if (mode === 'bare') {
  const logged = process.env.BARE_LOG === '1';
  app = require('fastify')(
    logged ? { logger: { level: 'info' }, logController: require('../dist/http/requestLog.js').requestLogController('info') } : {},
  );
  const pad = 'x'.repeat(Math.max(0, Number(process.env.BARE_BYTES || 0) - 50));
  app.get('/bare', async () => ({ code: 1, msg: 'ok', data: { hello: 'world', pad } }));
  // The heartbeat's shape without the app: a POST with a JSON body (read and parsed), the same answer.
  app.post('/bare', async () => ({ code: 1, msg: 'ok', data: { hello: 'world', pad } }));
} else {
  const { buildApp } = require('../dist/build.js');
  const { loadConfig } = require('../dist/config.js');
  app = await buildApp({ config: loadConfig() });
}
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
