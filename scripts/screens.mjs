#!/usr/bin/env node
// `npm run screens`: the README's screenshots (docs/screens). Builds what is stale, then runs the browser journeys that
// keep one (e2e/support/screens.ts keepForReadme) with WRITE_SCREENS=1; `npm test` runs them without, so a test run
// leaves a checkout as it found it. Extra arguments go to playwright (e.g. -g "back office").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tests = path.join(root, 'e2e', 'tests');
const specs = fs
  .readdirSync(tests)
  .filter((file) => file.endsWith('.spec.ts') && fs.readFileSync(path.join(tests, file), 'utf8').includes('keepForReadme('))
  .map((file) => `tests/${file}`);

function run(command, args, cwd, env = process.env) {
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

run(process.execPath, ['scripts/build.mjs'], root);
run(process.execPath, ['../scripts/ensureChromium.mjs'], path.join(root, 'e2e'));
console.log(`writing docs/screens from ${specs.join(', ')}`);
run('npx', ['playwright', 'test', ...specs, ...process.argv.slice(2)], path.join(root, 'e2e'), { ...process.env, WRITE_SCREENS: '1' });
