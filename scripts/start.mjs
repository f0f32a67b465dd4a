#!/usr/bin/env node
// `npm start`: build whatever is not built, then serve the whole app (api + shell + remotes) at
// http://127.0.0.1:8080 (PORT overrides) on the embedded SQLite database unless DATABASE_URL is set.
// scripts/chainDemo.mjs serves the same way, beside its demo chain.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds what is stale (scripts/build.mjs); exits with its status when it fails. */
export function build() {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Starts the server (api/dist/server.js) on the app's static files with `env` over ./data; Ctrl-C and SIGTERM reach it. */
export function serve(env) {
  const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    stdio: 'inherit',
    env: { STATIC_DIR: root, DATA_DIR: path.join(root, 'data'), ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build();
  serve(process.env).on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
