#!/usr/bin/env node
// Builds what is stale: shared-contracts and api (swc), then the shell, the remotes and the operators' console
// (back-office, a plain single-page app the api serves under /ops/) in one webpack run, then
// writes the brotli and gzip copies the server sends (scripts/precompress.mjs). `--force` rebuilds everything.
// A package is stale when any of its inputs is newer than its build stamp.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { precompressDir } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const force = process.argv.includes('--force');
const STAMP = '.build-stamp';
const FRONT = ['shell', 'mf-account', 'mf-trade', 'mf-wallet', 'mf-content'];
/** Every webpack build: the player's app and the back office. */
const WEBPACK = [...FRONT, 'back-office'];

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = fs.statSync(dir).mtimeMs;
  if (!fs.statSync(dir).isDirectory()) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(pkg, inputs) {
  const stamp = path.join(root, pkg, 'dist', STAMP);
  if (force || !fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function stamp(pkg) {
  fs.writeFileSync(path.join(root, pkg, 'dist', STAMP), new Date().toISOString());
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['shared-contracts/src', 'shared-contracts/package.json', 'config'];
for (const pkg of ['shared-contracts', 'api']) {
  if (!isStale(pkg, pkg === 'api' ? ['api/src', 'api/package.json', ...shared] : shared)) continue;
  console.log(`build: ${pkg}`);
  run('npm', ['run', 'build', '--silent', '-w', pkg]);
  stamp(pkg);
}

const stale = WEBPACK.filter((pkg) =>
  isStale(pkg, [`${pkg}/src`, `${pkg}/public`, `${pkg}/webpack.config.js`, `${pkg}/package.json`, ...shared]),
);
if (stale.length) {
  console.log(`build: ${stale.join(', ')}`);
  const webpack = require('webpack');
  const configs = stale.map((pkg) => require(path.join(root, pkg, 'webpack.config.js'))({}, { mode: 'production' }));
  const stats = await new Promise((resolve, reject) => webpack(configs, (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, errorDetails: true }));
    process.exit(1);
  }
  stale.forEach(stamp);
}
const compressed = (await Promise.all(WEBPACK.map((pkg) => precompressDir(path.join(root, pkg, 'dist'))))).reduce((a, b) => a + b, 0);
if (compressed) console.log(`build: ${compressed} brotli and gzip copies written`);
console.log('build: up to date');
