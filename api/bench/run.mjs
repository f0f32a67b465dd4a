// `npm run bench -w api`: builds shared-contracts and the api, measures a bare Fastify route, then runs every
// bench/*.bench.mjs (name order). A bench file: `export default async function (ctx)` using
// ctx.startServer, ctx.cannon, ctx.alternate, ctx.call, ctx.baseline and ctx.report(name, figures).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SECONDS, alternate, call, cannon, startServer } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

for (const ws of ['shared-contracts', 'api']) {
  const build = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rows = [];
function report(name, figures) {
  rows.push({ name, ...figures });
  const parts = Object.entries(figures).map(([k, v]) => `${k}=${v}`);
  console.log(`${name.padEnd(44)} ${parts.join('  ')}`);
}

console.log(
  `api benchmarks: ${SECONDS} s per load, load generator and server on the same ${(await import('node:os')).cpus().length} cores\n`,
);
const bare = await startServer('bare');
const baselineFigures = await cannon({ url: `${bare.url}/bare` });
await bare.close();
report('bare Fastify GET (100 conn)', baselineFigures);

const only = process.argv[2];
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  const { default: bench } = await import(pathToFileURL(path.join(here, file)).href);
  await bench({ startServer, cannon, alternate, call, baseline: baselineFigures, report, seconds: SECONDS });
}

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const out = path.join(here, 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify(rows, null, 2));
console.log(`\nfigures written to ${path.relative(process.cwd(), out)}`);
