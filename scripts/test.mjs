#!/usr/bin/env node
// `npm test`: every test. Lint, format check and type-check (side by side), unit tests (shared-contracts, shell,
// remotes, console, tooling), the api suite on SQLite and on PostgreSQL, then the production build and the browser
// journeys. Prints each step's time and the ten slowest test files. `node scripts/test.mjs unit api` runs those steps.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slowestFiles } from './testTimings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Where jest and playwright write their per-file timings (read back for the ten slowest).
const timings = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));

/** Steps in order; the steps of one group run at once (the checks read files only and mostly wait on one core each). */
const groups = [
  [
    ['lint', 'npm', ['run', 'lint', '--silent']],
    ['format', 'npm', ['run', 'format:check', '--silent']],
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ],
  // Two workers on two cores: jest's default (cores - 1) runs the jsdom suites one at a time.
  [['unit', 'npx', ['jest', '--config', 'jest.config.js', '--maxWorkers=2', '--json', `--outputFile=${timings}/unit.json`]]],
  [['api', 'npm', ['test', '--silent', '-w', 'api']]],
  [['build', process.execPath, ['scripts/build.mjs']]],
  [['e2e', 'npm', ['test', '--silent', '-w', 'e2e', '--', '--reporter=list,json']]],
];
const env = { ...process.env, TEST_TIMINGS_DIR: timings, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(timings, 'e2e.json') };

/** Runs one step; alone it prints as it goes, beside others its output waits until it ends (never interleaved). */
function run([name, command, args], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const only = process.argv.slice(2);
const results = [];
const started = Date.now();
for (const group of groups) {
  const steps = group.filter(([name]) => !only.length || only.includes(name));
  if (!steps.length) continue;
  if (steps.length === 1) console.log(`\n=== ${steps[0][0]} ===`);
  else console.log(`\n=== ${steps.map(([name]) => name).join(', ')} (side by side) ===`);
  results.push(...(await Promise.all(steps.map((step) => run(step, steps.length === 1)))));
  if (results.some((r) => !r.ok)) break;
}

console.log('\n=== ten slowest test files ===');
for (const { seconds, suite, file } of slowestFiles(timings, 10)) console.log(`${seconds.toFixed(1).padStart(6)}s  ${suite}  ${file}`);
fs.rmSync(timings, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${Math.round((Date.now() - started) / 1000)}s in all`);
process.exit(failed ? 1 : 0);
