// `npm test -w api`: the whole suite on SQLite, then on PostgreSQL (TEST_DATABASE_URL, DATABASE_URL, or the
// local default when it answers). Extra arguments go to jest (e.g. a test path).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PG_URL, pgAnswers } from '../bench/lib.mjs';

const require = createRequire(import.meta.url);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);

/** `npm test` (scripts/test.mjs) collects each run's per-file timings in TEST_TIMINGS_DIR. */
const timings = (database) =>
  process.env.TEST_TIMINGS_DIR ? ['--json', `--outputFile=${path.join(process.env.TEST_TIMINGS_DIR, `api-${database}.json`)}`] : [];

function run(label, database, env) {
  console.log(`\n=== api tests on ${label} ===`);
  // Two workers on two cores (jest's default, cores - 1, runs one file at a time): each file has its own database.
  const result = spawnSync(process.execPath, [jest, '--config', 'jest.config.js', '--maxWorkers=2', ...timings(database), ...args], {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  return result.status ?? 1;
}

const { TEST_DATABASE_URL, DATABASE_URL, ...rest } = process.env;
const sqlite = run('SQLite', 'sqlite', rest);
const pgUrl = TEST_DATABASE_URL || DATABASE_URL || LOCAL_PG_URL;
let postgres = 0;
if (await pgAnswers(pgUrl)) {
  postgres = run(`PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, 'postgres', { ...rest, TEST_DATABASE_URL: pgUrl });
} else {
  console.log(`\n=== api tests on PostgreSQL: SKIPPED, nothing answers at ${pgUrl} ===`);
  if (process.env.CI) postgres = 1;
}
process.exit(sqlite || postgres);
