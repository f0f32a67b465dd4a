// Shared helpers of the benchmark runner: start a server process, run bounded autocannon loads, report figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const here = path.dirname(fileURLToPath(import.meta.url));

/** Seconds each load runs (BENCH_SECONDS, default 5). */
export const SECONDS = Number(process.env.BENCH_SECONDS || 5);

/**
 * Starts `node server.mjs <mode>` with the given env (config names, e.g. { SCRYPT_N: '1024' }) on a fresh SQLite
 * database in a temp folder (or DATABASE_URL when passed). Answers { url, close }.
 */
export async function startServer(mode = 'app', env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const child = spawn(process.execPath, [path.join(here, 'server.mjs'), mode], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One autocannon load, bounded in time; answers { rps, p50, p99, errors, non2xx }. */
export async function cannon({ url, method = 'GET', body, headers = {}, connections = 100, duration = SECONDS, requests }) {
  const result = await autocannon({
    url,
    method,
    connections,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
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

/** A JSON POST through fetch (for setting up fixtures). */
export async function call(url, body = {}, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}
