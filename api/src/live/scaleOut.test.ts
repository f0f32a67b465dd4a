// Two real api processes on one PostgreSQL (as src/scaleOut.test.ts runs them): a stream on one process pushes what
// a call on the other did, within a second. PostgreSQL only: on SQLite one process owns the file.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { runOps } from '../ops/run';
import { buildTestDb, testDatabaseUrl, TEST_SCRYPT_N } from '../testing/app';
import { uniqueUsername } from '../testing/http';
import { liveStream } from '../testing/liveStream';

const RUN_TS = path.join(__dirname, '../testing/stress/runTs.cjs');
const SERVER = path.join(__dirname, '../server.ts');
const ROOM = { game_id: 1, plan_id: 1 };
const WITHIN_MS = 1_000;

const children: ChildProcess[] = [];
let t: Awaited<ReturnType<typeof buildTestDb>>;
let dataDir: string;
let a: string;
let b: string;

/** `node server.ts` on a free port it reports in its log; answers its base URL. */
function startServer(env: Record<string, string>): Promise<string> {
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
      child.stdout!.resume();
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

async function call(server: string, url: string, body: object, token?: string) {
  const res = await fetch(`${server}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: OUR_CLIENT, ...(token ? { token } : {}) },
    body: JSON.stringify({ lang: 'en', ...body }),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

async function register(server: string) {
  const username = uniqueUsername('l');
  const res = await call(server, '/api/user/register', { username, password: 'secret123' });
  if (res.code !== 1) throw new Error(`register failed: ${res.code} ${res.msg}`);
  return { token: res.data.token as string, username };
}

(testDatabaseUrl() ? describe : describe.skip)('the live channel across two api processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await buildTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-live-'));
    const env = {
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
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a bet placed on A reaches B's streams within 1 s: the room's feed, the bettor's mine and balance", async () => {
    const watcher = await register(a);
    const bettor = await register(a);
    const io = { out: () => undefined, err: (line: string) => console.error(line) };
    expect(await runOps(['gift', bettor.username, '100', 'live test'], io, { connection: t, config: t.config })).toBe(0);
    const [watching, own] = await Promise.all([liveStream(b, watcher.token, ROOM), liveStream(b, bettor.token, ROOM)]);
    await watching.next('heart');
    await own.next('heart');
    // A round with time left to bet in (rounds of 6 s; the first chain may still be committing).
    let issue = '';
    for (let i = 0; i < 150 && !issue; i++) {
      const { data } = await call(a, '/api/Lottery/heart', ROOM, bettor.token);
      if (data.issue && !data.issue.whether_close && data.issue.openTime1 >= 3 && data.commitment !== '') issue = data.issue.issue;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(issue).not.toBe('');
    const start = Date.now();
    const placed = await call(a, '/api/Lottery/playOrder', { ...ROOM, issue, play_type: '1', money: 1_000 }, bettor.token);
    expect(placed.code).toBe(1);
    const seen = await watching.next('bets', (d) => d.message.some((m: { issue: string }) => m.issue === issue), 3_000);
    const mine = await own.next('me', (d) => (d.mine ?? []).length > 0, 3_000);
    const debited = await own.next('me', (d) => d.money === 9_000, 3_000);
    expect(mine.data.mine).toEqual([seen.data.message[0].id]);
    expect({
      feed: seen.readAt - start < WITHIN_MS,
      mine: mine.readAt - start < WITHIN_MS,
      balance: debited.readAt - start < WITHIN_MS,
    }).toEqual({ feed: true, mine: true, balance: true });
  });
});
