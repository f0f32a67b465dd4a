#!/usr/bin/env node
// `npm run ops -- <command>`: the back office, on the same database `npm start` uses (./data unless DATA_DIR or DATABASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(process.execPath, [path.join(root, 'api/dist/ops/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { DATA_DIR: path.join(root, 'data'), ...process.env },
});
process.exit(result.status ?? 1);
