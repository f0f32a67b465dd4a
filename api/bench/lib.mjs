// Shared helpers of the benchmark runner: start a server process, run bounded autocannon loads, compare two
// contenders in alternating slices, find PostgreSQL. scripts/test.mjs takes its PostgreSQL probe from here too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { processCpuSeconds } from './players/cpu.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Seconds each load runs (BENCH_SECONDS, default 5). */
export const SECONDS = Number(process.env.BENCH_SECONDS || 5);

/**
 * Starts `node server.mjs <mode>` with the given env (config names, e.g. { SCRYPT_N: '1024' }) on a fresh SQLite
 * database in a temp folder (or DATABASE_URL when passed), with the settings `npm start` ships unless `env` names
 * them: LOG_LEVEL too, its log written to a file as `npm start > file` would. Answers { url, logBytes(), cpuSeconds(),
 * close }: cpuSeconds() is the CPU time the server process has used so far (Linux), to tell its cost per call apart
 * from the load generator's, which shares the cores.
 */
export async function startServer(mode = 'app', env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const inherited = { ...process.env };
  delete inherited.LOG_LEVEL; // the default, as `npm start` ships
  const child = spawn(process.execPath, [path.join(here, 'server.mjs'), mode], {
    env: { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** Bytes the server has logged so far. */
    logBytes: () => fs.statSync(logFile).size,
    cpuSeconds: () => processCpuSeconds(child.pid),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Our wire (shared-contracts CLIENT_HEADER): without it the api answers as to the legacy client (api/src/http/legacy).
export const OUR_CLIENT_HEADERS = { 'x-client': 'trade-web' };

/** One autocannon load, bounded in time; answers { rps, p50, p99, errors, non2xx }. */
export async function cannon({ url, method = 'GET', body, headers = {}, connections = 100, duration = SECONDS, requests }) {
  const result = await require('autocannon')({
    url,
    method,
    connections,
    duration,
    headers: { 'content-type': 'application/json', ...OUR_CLIENT_HEADERS, ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(requests ? { requests } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Several loads (cannon options) measured in alternating slices after a short warm-up of each, so a change in the
 * machine's load (other processes share its cores) weighs on each alike: `seconds` of each in all. Answers one
 * figure set per load: rps over all its slices; p50 and p99 the median of its slices'; errors and totals summed.
 */
export async function alternate(loads, { seconds = SECONDS, slices = 5 } = {}) {
  for (const load of loads) await cannon({ ...load, duration: 0.5 });
  const runs = loads.map(() => []);
  for (let i = 0; i < slices; i += 1) {
    for (const [k, load] of loads.entries()) runs[k].push(await cannon({ ...load, duration: seconds / slices }));
  }
  return runs.map((slice) => {
    const total = slice.reduce((sum, r) => sum + r.total, 0);
    return {
      rps: Math.round(total / seconds),
      p50: median(slice.map((r) => r.p50)),
      p99: median(slice.map((r) => r.p99)),
      errors: slice.reduce((sum, r) => sum + r.errors, 0),
      non2xx: slice.reduce((sum, r) => sum + r.non2xx, 0),
      total,
    };
  });
}

/** A JSON POST through fetch (for setting up fixtures). */
export async function call(url, body = {}, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...OUR_CLIENT_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** The dev setup's local PostgreSQL, used when no URL is given. */
export const LOCAL_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Where the benches find PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the local default. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || LOCAL_PG_URL;

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function pgAnswers(url) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `step(worker)` in `workers` loops for `ms`; answers [steps done, seconds taken]. */
export async function run(ms, workers, step) {
  const until = Date.now() + ms;
  let done = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (Date.now() < until) {
        await step(worker);
        done += 1;
      }
    }),
  );
  return [done, Number(process.hrtime.bigint() - started) / 1e9];
}

/**
 * Steps per second of two contenders, measured in alternating slices (after a warm-up of each), so a change
 * in the machine's load (other processes share its cores) weighs on both alike.
 */
export async function compare(seconds, workers, a, b) {
  await run(300, workers, a);
  await run(300, workers, b);
  const totals = [
    [0, 0],
    [0, 0],
  ];
  const slices = Math.max(2, Math.round(seconds * 2));
  for (let i = 0; i < slices; i += 1) {
    for (const [k, step] of [
      [0, a],
      [1, b],
    ]) {
      const [done, secs] = await run((seconds * 1000) / slices, workers, step);
      totals[k][0] += done;
      totals[k][1] += secs;
    }
  }
  return totals.map(([done, secs]) => Math.round(done / secs));
}
