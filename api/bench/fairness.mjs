// `npm run fairness [-- options]`: builds shared-contracts and the api, draws rounds with the engine's own code from a
// fresh chain (src/domain/lottery/fairness.ts) and prints a chi-square test of each digit and of the sum.
// Options: --draws N (1000000), --seed HEX64 --salt HEX32 --from ISSUE (repeat a run; fresh/next round when left
// out), --out FILE (also write the result as JSON, e.g. the one /lotteryExplain shows). Exits 1 if a p-value is below FAIL_BELOW (0.001).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const values = options();
const draws = Number(values.draws ?? 1_000_000);
if (!Number.isSafeInteger(draws) || draws < 1) fail(`--draws must be a positive whole number, got ${values.draws}`);
const pinned = [values.seed, values.salt, values.from].filter((v) => v !== undefined).length;
if (pinned !== 0 && pinned !== 3) fail('to repeat a run give --seed, --salt and --from together');

for (const ws of ['shared-contracts', 'api']) {
  const build = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { FAIL_BELOW, freshRun, runFairness } = require('../dist/domain/lottery/fairness.js');

const run = pinned === 3 ? { draws, seed: values.seed, salt: values.salt, fromIssue: values.from } : freshRun(draws);
const started = performance.now();
let result;
try {
  result = runFairness(run);
} catch (error) {
  fail(error instanceof RangeError ? error.message : String(error));
}
const seconds = (performance.now() - started) / 1000;
const command = `npm run fairness -- --draws ${draws} --seed ${run.seed} --salt ${run.salt} --from ${run.fromIssue}`;

console.log(`${draws.toLocaleString('en')} draws, rounds ${result.fromIssue} to ${result.toIssue}, in ${seconds.toFixed(1)} s`);
console.log(`chain seed ${run.seed}\nsalt       ${run.salt}\ncommitment ${result.commitment}\n`);
console.log('test      cells  chi-square      p-value');
const labels = { site1: 'site_1', site2: 'site_2', site3: 'site_3', sum: 'sum' };
for (const [name, test] of Object.entries(result.tests)) {
  const flag = test.pValue < FAIL_BELOW ? `  below ${FAIL_BELOW}` : '';
  console.log(
    `${labels[name].padEnd(9)} ${String(test.df + 1).padStart(5)}  ${test.statistic.toFixed(3).padStart(10)}  ${test.pValue.toFixed(4).padStart(11)}${flag}`,
  );
}
console.log(`\nrepeat: ${command}`);

if (values.out) {
  const json = { date: new Date().toISOString(), ...result, seconds: Number(seconds.toFixed(1)), command, failBelow: FAIL_BELOW };
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  // Written as `npm run format` would leave it: the committed copy stays format-clean.
  const prettier = await import('prettier');
  const text = await prettier.format(JSON.stringify(json), { ...(await prettier.resolveConfig(file)), filepath: file });
  fs.writeFileSync(file, text);
  console.log(`result written to ${values.out}`);
}
if (Object.values(result.tests).some((test) => test.pValue < FAIL_BELOW)) {
  console.error(`a p-value is below ${FAIL_BELOW}: the draws do not look uniform`);
  process.exit(1);
}

function options() {
  const text = { type: 'string' };
  try {
    return parseArgs({ options: { draws: text, seed: text, salt: text, from: text, out: text } }).values;
  } catch (error) {
    return fail(error.message);
  }
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
