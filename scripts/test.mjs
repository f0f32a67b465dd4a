#!/usr/bin/env node
// `npm test`: every test. Lint, format check and type-check, unit tests (shared-contracts, shell, remotes, tooling),
// the api suite on SQLite and on PostgreSQL, then the production build and the browser journeys.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npm', ['run', 'format:check', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  // Two workers on two cores: jest's default (cores - 1) runs the jsdom suites one at a time.
  ['unit', 'npx', ['jest', '--config', 'jest.config.js', '--maxWorkers=2']],
  ['api', 'npm', ['test', '--silent', '-w', 'api']],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['e2e', 'npm', ['test', '--silent', '-w', 'e2e']],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
