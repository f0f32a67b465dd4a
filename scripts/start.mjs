#!/usr/bin/env node
// `npm start`: build whatever is not built, then serve the whole app (api + shell + remotes) at
// http://127.0.0.1:8080 (PORT overrides) on the embedded SQLite database unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { STATIC_DIR: root, DATA_DIR: path.join(root, 'data'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
