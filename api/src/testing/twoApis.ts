// Two real api processes on one PostgreSQL schema, as WORKERS=2 or two machines behind a load balancer run them
// (src/scaleOut.test.ts, src/live/scaleOut.test.ts): `node server.ts` as `npm start` runs it, each on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { runOps } from '../ops/run';
import { buildTestDb, TEST_SCRYPT_N } from './app';
import { uniqueUsername } from './http';

const RUN_TS = path.join(__dirname, 'stress/runTs.cjs');
const SERVER = path.join(__dirname, '../server.ts');

export interface Answer {
  code: number;
  msg: string;
  data: any;
}

export interface TwoApis {
  /** Their base URLs. */
  a: string;
  b: string;
  t: Awaited<ReturnType<typeof buildTestDb>>;
  /** The ops CLI on their database; answers its exit code. */
  ops(...argv: string[]): Promise<number>;
  close(): Promise<void>;
}

/** `node server.ts` on a free port it reports in its log; answers its base URL. */
function startServer(env: Record<string, string>, children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=source', RUN_TS, SERVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    const onData = (d: Buffer) => {
      out += d;
      const listening = /Server listening at (http:\/\/[\d.:]+)/.exec(out);
      if (!listening) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume(); // keep draining its log
      resolve(listening[1]!);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`api exited (${code}): ${err}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A fresh migrated schema (so the two start side by side with nothing to migrate) and two servers on it, the
 * scheduler on, rounds of 6 s always open; `env` adds to their settings.
 */
export async function startTwoApis(env: Record<string, string> = {}): Promise<TwoApis> {
  const t = await buildTestDb();
  // One demo deposit key and device-proof secret for both, as production sets them alike.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-two-'));
  const children: ChildProcess[] = [];
  const settings = {
    DATABASE_URL: t.config.databaseUrl!,
    DATABASE_SCHEMA: t.config.databaseSchema!,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SCRYPT_N: String(TEST_SCRYPT_N),
    SEED_DEMO: '0',
    LOTTERY_SCHEDULER: 'on',
    LOTTERY_ALWAYS_OPEN: '1',
    LOTTERY_ROUND_SECONDS: '6',
    LOTTERY_SEAL_SECONDS: '1',
    LOTTERY_CHAIN_LENGTH: '200',
    ...env,
  };
  const close = async () => {
    await Promise.all(children.map(stop));
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [a, b] = await Promise.all([startServer(settings, children), startServer(settings, children)]);
    const io = { out: () => undefined, err: (line: string) => console.error(line) };
    return { a: a!, b: b!, t, ops: (...argv) => runOps(argv, io, { connection: t, config: t.config }), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** A call as our client sends it (lang en unless given). */
export async function call(base: string, url: string, body: object = {}, token?: string): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: OUR_CLIENT, ...(token ? { token } : {}) },
    body: JSON.stringify({ lang: 'en', ...body }),
  });
  return (await res.json()) as Answer;
}

/** A member registered on `base`. */
export async function register(base: string, prefix = 's'): Promise<{ token: string; username: string }> {
  const username = uniqueUsername(prefix);
  const res = await call(base, '/api/user/register', { username, password: 'secret123' });
  if (res.code !== 1) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return { token: res.data.token as string, username };
}
