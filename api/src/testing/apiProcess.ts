// What the fault tests share: the api as `npm start` runs it (its own process, WORKERS=1 or 2) on a throwaway
// cluster (src/testing/pgCluster.ts), a plain HTTP client that tells every outcome apart (status/code, a refused
// or reset connection, no answer in time), members funded through the ops CLI, and bets sent as a client sends
// them: with an Idempotency-Key, retried on 503 (and on a lost answer) until a definitive answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';
import { loadConfig, type Config } from '../config';
import { runOps } from '../ops/run';
import { TEST_SCRYPT_N, testDatabaseUrl } from './app';
import { uniqueUsername } from './http';
import { freePort, pgClusterUnsupported, type PgCluster } from './pgCluster';

const RUN_TS = path.join(__dirname, 'stress/runTs.cjs');
const SERVER = path.join(__dirname, '../server.ts');

export const ROOM = { game_id: 1, plan_id: 1 };
export const STAKE = 1_000; // minor units: 10 u on class 1
export const FUNDS_U = '2000'; // u credited to each member (200 bets)

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// The api process

/** The settings every fault test runs the api with (the issue's): short rounds always open, cheap scrypt. */
export function apiEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SCRYPT_N: String(TEST_SCRYPT_N),
    SEED_DEMO: '0',
    REGISTRATIONS_PER_HOUR: '100000',
    LOTTERY_SCHEDULER: 'on',
    LOTTERY_ALWAYS_OPEN: '1',
    LOTTERY_ROUND_SECONDS: '20',
    LOTTERY_SEAL_SECONDS: '5',
    LOTTERY_CHAIN_LENGTH: '200',
    WORKERS: '1',
    ...extra,
  };
}

export interface ApiProcess {
  base: string;
  port: number;
  cluster: PgCluster;
  /** Its DATABASE_URL (the app role on the app database), which the ops CLI uses too. */
  databaseUrl: string;
  /** The name of that database (for the harness's superuser queries). */
  database: string;
  child: ChildProcess;
  /** Every line it wrote so far, stdout and stderr (stderr lines prefixed 'stderr: '). */
  lines: string[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** Resolves with the first line (from index `from` on) matching `re`; rejects after `timeoutMs` or at exit. */
  waitForLine(re: RegExp, timeoutMs: number, from?: number): Promise<string>;
  /** Lines saying an api worker died (WORKERS > 1: the primary replaced it). */
  workerDeaths(): string[];
  stop(): Promise<void>;
}

/** FAULTS_DEBUG=1: prints the api's log lines (but the per-request ones) after a test's figures. */
export function debugLog(api: ApiProcess | undefined): void {
  if (process.env.FAULTS_DEBUG && api) console.log(api.lines.filter((l) => !l.includes('request completed')).join('\n'));
}

const started = new Set<ChildProcess>();
let exitHookSet = false;
function killGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, sig); // its own process group: the primary and its workers
  } catch {
    try {
      child.kill(sig);
    } catch {
      // gone
    }
  }
}

export const APP_ROLE = 'app';
export const APP_DATABASE = 'app';

/**
 * The database the api and the ops CLI use: `app`, owned by the plain role `app`, as production runs (not as a
 * superuser): then the 3 superuser_reserved_connections stay free for the harness's own queries (order counts)
 * however many connections the api takes. Created once per cluster (the cluster must be running).
 */
export async function appDatabase(cluster: PgCluster): Promise<string> {
  const [exists] = await cluster.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
  if (!exists) return cluster.createDatabase(APP_DATABASE, APP_ROLE);
  return cluster.urlFor(APP_ROLE, APP_DATABASE);
}

/**
 * `node server.ts` on `cluster` (the app database, see appDatabase(); created first when the cluster runs) in its
 * own process group, on a free port. Resolves once every worker listens (`waitListening`, default on), else at
 * once (start-up tests watch its lines).
 */
export async function startApi(
  cluster: PgCluster,
  opts: { env?: Record<string, string>; waitListening?: boolean; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const databaseUrl = cluster.running ? await appDatabase(cluster) : cluster.url;
  if (!exitHookSet) {
    exitHookSet = true;
    process.once('exit', () => started.forEach((child) => killGroup(child, 'SIGKILL')));
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-fault-'));
  const env = apiEnv(databaseUrl, { PORT: String(port), DATA_DIR: dataDir, ...opts.env });
  // Nothing of the test run's own database settings leaks in (DATABASE_SCHEMA, PG*, libpq's PGHOST ...).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(PG|DB_|DATABASE_|TEST_DATABASE|LOTTERY_|WORKERS$|LOG_LEVEL$)/.test(k)),
  );
  const child = spawn(process.execPath, ['--conditions=source', RUN_TS, SERVER], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.add(child);
  const lines: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (prefix: string, into?: string[]) => {
    let rest = '';
    return (chunk: Buffer) => {
      rest += chunk.toString('utf8');
      const parts = rest.split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        if (!line) continue;
        lines.push(prefix + line);
        into?.push(line);
      }
      waiters.forEach((w) => w());
    };
  };
  child.stdout!.on('data', collect(''));
  child.stderr!.on('data', collect('stderr: ', stderr));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      waiters.forEach((w) => w());
      resolve({ code, signal });
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const waitForLine = (re: RegExp, timeoutMs: number, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no line matching ${re} within ${timeoutMs} ms; last lines:\n${lines.slice(-15).join('\n')}`));
      }, timeoutMs);
      function check() {
        const found = lines.slice(from).find((l) => re.test(l));
        if (found !== undefined || !alive()) {
          clearTimeout(timer);
          waiters.delete(check);
          if (found !== undefined) resolve(found);
          else
            reject(
              new Error(`api exited (${child.exitCode ?? child.signalCode}) before a line matching ${re}:\n${lines.slice(-15).join('\n')}`),
            );
        }
      }
      waiters.add(check);
      check();
    });
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    port,
    cluster,
    databaseUrl,
    database: new URL(databaseUrl).pathname.slice(1),
    child,
    lines,
    stderr,
    exited,
    alive,
    waitForLine,
    workerDeaths: () => lines.filter((l) => l.includes('an api worker died') || l.includes('failed to start')),
    async stop() {
      if (!alive()) return;
      killGroup(child, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const killed = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          killGroup(child, 'SIGKILL');
          resolve();
        }, 8_000);
      });
      await Promise.race([exited, killed]);
      clearTimeout(timer);
      await exited;
    },
  };
  if (opts.waitListening ?? true) {
    const workers = Number(env.WORKERS ?? '1');
    const deadline = Date.now() + (opts.timeoutMs ?? 45_000);
    try {
      for (let i = 0, from = 0; i < workers; i++) {
        const line = await waitForLine(/Server listening at/, Math.max(1, deadline - Date.now()), from);
        from = lines.indexOf(line) + 1;
      }
    } catch (error) {
      await api.stop();
      throw error;
    }
  }
  return api;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP, outcome by outcome

/** One call's outcome: an answer (status, envelope code), or no answer (`error`: ECONNREFUSED, ECONNRESET, timeout). */
export interface Outcome {
  status: number | null;
  code: number | null;
  msg: string | null;
  data: unknown;
  retryAfter: string | null;
  replayed: boolean;
  error: string | null;
  /** When it was sent and answered (Date.now()). */
  sentAt: number;
  at: number;
}

/** '200/1', '503/10020', '500/10099', 'ECONNREFUSED', 'timeout', ... */
export function label(o: Outcome): string {
  return o.error ?? `${o.status}/${o.code ?? 'no-envelope'}`;
}

export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[label(o)] = (counts[label(o)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort());
}

/** The outcomes the issue forbids: HTTP 500 (or any 5xx but 503), a refused connection. */
export function forbidden(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => (o.status !== null && o.status >= 500 && o.status !== 503) || o.error === 'ECONNREFUSED');
}

/** 503s that are not the envelope {code: 10020, data: null} with a Retry-After and a message. */
export function malformed503(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter(
    (o) => o.status === 503 && !(o.code === 10020 && o.data === null && !!o.msg && o.retryAfter !== null && /^\d+$/.test(o.retryAfter)),
  );
}

/** A JSON POST on a new connection (so WORKERS=2 spreads calls over both workers, and nothing is queued client-side). */
export function call(
  base: string,
  url: string,
  body: object = {},
  opts: { token?: string; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<Outcome> {
  const sentAt = Date.now();
  const payload = JSON.stringify({ lang: 'en', ...body });
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Omit<Outcome, 'sentAt' | 'at'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...o, sentAt, at: Date.now() });
    };
    const none = (error: string) => finish({ status: null, code: null, msg: null, data: null, retryAfter: null, replayed: false, error });
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          [CLIENT_HEADER]: OUR_CLIENT,
          ...(opts.token ? { token: opts.token } : {}),
          ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err: NodeJS.ErrnoException) => none(err.code ?? err.message));
        res.on('end', () => {
          let envelope: { code?: unknown; msg?: unknown; data?: unknown } = {};
          try {
            envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof envelope;
          } catch {
            // not JSON: the label says no-envelope
          }
          finish({
            status: res.statusCode ?? null,
            code: typeof envelope.code === 'number' ? envelope.code : null,
            msg: typeof envelope.msg === 'string' ? envelope.msg : null,
            data: envelope.data,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
            replayed: res.headers['idempotent-replayed'] === 'true',
            error: null,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      none('timeout');
      req.destroy();
    }, opts.timeoutMs ?? 30_000);
    req.on('error', (err: NodeJS.ErrnoException) => none(err.code ?? err.message));
    req.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Members, the ops CLI, the room

export interface Member {
  token: string;
  username: string;
}

/** A registered member (retried while the api refuses with 503). */
export async function registerMember(base: string, timeoutMs = 15_000): Promise<Member> {
  const username = uniqueUsername('f');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const o = await call(base, '/api/user/register', { username, password: 'secret123' });
    const data = o.data as { token?: string } | null;
    if (o.code === 1 && data?.token) return { token: data.token, username };
    if (Date.now() > deadline) throw new Error(`register failed: ${label(o)} ${o.msg ?? ''}`);
    await sleep(200);
  }
}

/** The settings the ops CLI runs with on the api's database (as `DATABASE_URL=... npm run ops` would). */
export function opsConfig(api: ApiProcess): Config {
  return loadConfig({ DATABASE_URL: api.databaseUrl, LOG_LEVEL: 'silent', SCRYPT_N: String(TEST_SCRYPT_N), DATA_DIR: os.tmpdir() });
}

/** runOps as `npm run ops -- <argv>` runs it beside `api` (its own connection, opened and closed), with its lines. */
export async function ops(api: ApiProcess, ...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  return opsOn(opsConfig(api), argv);
}

async function opsOn(config: Config, argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { config });
  return { code, out, err };
}

/**
 * `ledger:verify` on the api's database as the superuser (a reserved connection slot: it runs however many
 * connections the api holds). Answers 'clean', or what it printed.
 */
export async function verifyLedger(api: ApiProcess): Promise<string> {
  const config = { ...opsConfig(api), databaseUrl: api.cluster.urlFor('postgres', api.database) };
  const res = await opsOn(config, ['ledger:verify']);
  return res.code === 0 ? 'clean' : [...res.out, ...res.err].join(' | ');
}

/** No connection left for the ops CLI's role (PostgreSQL's too_many_connections, in its words). */
export const NO_SLOT = /too many clients|remaining connection slots/;

/** ops() tried again while it fails for want of a connection (NO_SLOT), for up to `timeoutMs`; every attempt kept. */
export async function opsWhenSlot(api: ApiProcess, timeoutMs: number, ...argv: string[]) {
  const attempts: Awaited<ReturnType<typeof ops>>[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await ops(api, ...argv);
    attempts.push(res);
    if (res.code === 0 || Date.now() > deadline || !res.err.some((l) => NO_SLOT.test(l))) return { ...res, attempts };
    await sleep(500);
  }
}

/** The admins the fault tests' gifts are asked and approved by. */
const FAULT_OPERATORS = ['fault-ops', 'fault-ops2'] as const;

/**
 * Members registered over HTTP one after another (a parallel start would open as many pool connections as members,
 * which a small max_connections may not have), each credited FUNDS_U by the operator's `gift` (tried again for
 * up to 15 s while the cluster has no connection left for it).
 */
export async function fundedMembers(api: ApiProcess, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i++) members.push(await registerMember(api.base));
  // Two admins from the shell (the first two need no one to name): one asks each gift, the other approves it.
  for (const name of FAULT_OPERATORS) await opsWhenSlot(api, 15_000, 'operator:add', name, '--role', 'admin');
  const [asker, approver] = FAULT_OPERATORS;
  for (const m of members) {
    const asked = await opsWhenSlot(api, 15_000, 'gift', m.username, FUNDS_U, 'fault test', '--by', asker);
    const id = /^request (\d+):/m.exec(asked.out.join('\n'))?.[1];
    if (asked.code !== 0 || !id) throw new Error(`gift failed (${asked.code}): ${asked.err.join(' | ')}`);
    const res = await opsWhenSlot(api, 15_000, 'gift:approve', id, '--by', approver);
    if (res.code !== 0) throw new Error(`gift:approve failed (${res.code}): ${res.err.join(' | ')}`);
  }
  return members;
}

export interface Room {
  issue: { issue: string; openTime1: number; whether_close: boolean } | null;
  commitment: string;
  user_quantity: { money: number };
}

export async function heart(base: string, member: Member, timeoutMs = 10_000): Promise<Outcome> {
  return call(base, '/api/Lottery/heart', ROOM, { token: member.token, timeoutMs });
}

/**
 * Waits (polling the heart) for a round open for bets with at least `minSecondsLeft` before it seals and a
 * published chain commitment; answers its issue.
 */
export async function openRound(base: string, member: Member, minSecondsLeft: number, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const o = await heart(base, member);
    const room = o.data as Room | null;
    if (o.code === 1 && room?.issue && !room.issue.whether_close && room.issue.openTime1 >= minSecondsLeft && room.commitment !== '')
      return room.issue.issue;
    const last = `${label(o)} ${JSON.stringify(room?.issue ?? null)} commitment=${room?.commitment ? 'yes' : 'no'}`;
    if (Date.now() > deadline) throw new Error(`no open round with ${minSecondsLeft} s left within ${timeoutMs} ms (last: ${last})`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Bets as a client sends them

export interface BetRecord {
  key: string;
  member: string;
  issue: string;
  attempts: Outcome[];
  /** The definitive answer (HTTP 200), or null if none came before giving up. */
  final: Outcome | null;
  /** The order number of an acked bet (code 1). */
  orderNo: string | null;
}

let keySeq = 0;
export function newKey(tag: string): string {
  return `fault-${tag}-${process.pid}-${Date.now().toString(36)}-${++keySeq}`;
}

/** Whether an outcome is one a client retries with the same key: no answer, 503, or a 5xx it cannot read. */
export function retryable(o: Outcome): boolean {
  return o.error !== null || (o.status !== null && o.status >= 500);
}

/**
 * One bet, as a client places it: one Idempotency-Key for all its attempts, retried on 503 (after its Retry-After,
 * capped at `maxWaitMs` to keep the test short) and on a lost answer, until a definitive answer or `giveUpAt`.
 */
export async function placeBet(
  base: string,
  member: Member,
  issue: string,
  opts: { key?: string; giveUpAt?: number; maxWaitMs?: number; timeoutMs?: number; retry?: boolean } = {},
): Promise<BetRecord> {
  const record: BetRecord = { key: opts.key ?? newKey('bet'), member: member.username, issue, attempts: [], final: null, orderNo: null };
  const giveUpAt = opts.giveUpAt ?? Date.now() + 30_000;
  for (;;) {
    const o = await call(
      base,
      '/api/Lottery/playOrder',
      { ...ROOM, issue, play_type: '1', money: STAKE },
      { token: member.token, idempotencyKey: record.key, timeoutMs: opts.timeoutMs ?? 20_000 },
    );
    record.attempts.push(o);
    if (!retryable(o)) {
      record.final = o;
      if (o.code === 1) record.orderNo = (o.data as { orderNo?: string } | null)?.orderNo ?? null;
      return record;
    }
    if (opts.retry === false || Date.now() > giveUpAt) return record;
    const retryAfterMs = o.retryAfter && /^\d+$/.test(o.retryAfter) ? Number(o.retryAfter) * 1000 : 250;
    await sleep(Math.min(retryAfterMs, opts.maxWaitMs ?? 300) + randomInt(50));
  }
}

/** The issue bets go to: the heart's current open round, re-read every 400 ms by one member (kept when the heart fails). */
export class IssueWatch {
  issue = '';
  private stopped = false;
  private loop: Promise<void> | null = null;
  constructor(
    private readonly base: string,
    private readonly member: Member,
  ) {}
  start(initial: string): void {
    this.issue = initial;
    this.loop = (async () => {
      while (!this.stopped) {
        const o = await heart(this.base, this.member, 2_000);
        const room = o.data as Room | null;
        if (o.code === 1 && room?.issue && !room.issue.whether_close) this.issue = room.issue.issue;
        await sleep(400);
      }
    })();
  }
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }
}

/**
 * Every member betting in a loop (one bet at a time, each to its definitive answer) until stop(): the load the
 * faults meet. Bets refused by the round's rules (sealed, ...) are definitive answers too.
 */
export class BetLoad {
  readonly records: BetRecord[] = [];
  private stopping = false;
  private loops: Promise<void>[] = [];
  constructor(
    private readonly base: string,
    private readonly members: Member[],
    private readonly watch: IssueWatch,
    private readonly gapMs = 100,
  ) {}
  start(): void {
    this.loops = this.members.map(async (member) => {
      while (!this.stopping) {
        // Once stopping, a bet in flight still runs to its definitive answer (or 20 s).
        this.records.push(await placeBet(this.base, member, this.watch.issue, { giveUpAt: Date.now() + 20_000 }));
        await sleep(this.gapMs);
      }
    });
  }
  async stop(): Promise<BetRecord[]> {
    this.stopping = true;
    await Promise.all(this.loops);
    return this.records;
  }
}

export interface BetCheck {
  sent: number;
  acked: number;
  stored: number;
  /** Acked (code 1) but not in the database. */
  lost: string[];
  /** In the database but never acked: a duplicate or a ghost, unless one of the unresolved bets placed it. */
  extra: string[];
  /** Bets that never got a definitive answer (each may or may not be stored). */
  unresolved: number;
  replayed: number;
}

/** The members' orders in the database against what the bets were answered. */
export async function checkBets(api: ApiProcess, records: BetRecord[], members: Member[]): Promise<BetCheck> {
  const rows = await api.cluster.query<{ order_no: string }>(
    'SELECT o.order_no FROM lottery_orders o JOIN users u ON u.id = o.user_id WHERE u.username = ANY($1)',
    [members.map((m) => m.username)],
    api.database,
  );
  const stored = new Set(rows.map((r) => r.order_no));
  const acked = records.filter((r) => r.orderNo !== null).map((r) => r.orderNo!);
  const ackedSet = new Set(acked);
  const unresolved = records.filter((r) => r.final === null).length;
  return {
    sent: records.length,
    acked: acked.length,
    stored: rows.length,
    lost: acked.filter((no) => !stored.has(no)),
    extra: [...stored].filter((no) => !ackedSet.has(no)),
    unresolved,
    replayed: records.filter((r) => r.final?.replayed).length,
  };
}

/** Everything the bets were answered, attempt by attempt. */
export function betOutcomes(records: BetRecord[]): Outcome[] {
  return records.flatMap((r) => r.attempts);
}

// ---------------------------------------------------------------------------------------------------------------
// Suites

/**
 * `describe` when the fault tests can run here: on PostgreSQL runs (TEST_DATABASE_URL, as scaleOut.test.ts) on a
 * machine that can start a throwaway cluster; else `describe.skip`, saying why when it is the machine.
 */
export function faultSuite(file: string): jest.Describe {
  if (!testDatabaseUrl()) return describe.skip; // the SQLite run: no PostgreSQL to break
  const reason = pgClusterUnsupported();
  if (reason) {
    console.warn(`${file}: SKIPPED, this machine cannot run a throwaway PostgreSQL: ${reason}`);
    return describe.skip;
  }
  return describe;
}

/** Polls a DB-bound call (userInfo) until it answers code 1; answers when (Date.now()), or throws after `timeoutMs`. */
export async function servesAgain(base: string, member: Member, timeoutMs: number, outcomes: Outcome[] = []): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const o = await call(base, '/api/user/userInfo', {}, { token: member.token, timeoutMs: Math.max(1_000, deadline - Date.now()) });
    outcomes.push(o);
    if (o.code === 1) return o.at;
    if (Date.now() > deadline) throw new Error(`the api did not serve userInfo within ${timeoutMs} ms (last: ${label(o)})`);
    await sleep(50);
  }
}

/**
 * Fires `fire` every `intervalMs` without waiting for the previous one (at most `maxInFlight` at once), so a call
 * held by the api does not hide when the next one would have been answered. Keeps every outcome.
 */
export class Ticker {
  readonly outcomes: Outcome[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  constructor(
    private readonly fire: () => Promise<Outcome>,
    private readonly intervalMs: number,
    private readonly maxInFlight = 50,
  ) {}
  start(): this {
    this.timer = setInterval(() => {
      if (this.inFlight.size >= this.maxInFlight) return;
      const p = this.fire().then((o) => {
        this.outcomes.push(o);
        this.inFlight.delete(p);
      });
      this.inFlight.add(p);
    }, this.intervalMs);
    return this;
  }
  async stop(): Promise<Outcome[]> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
    return this.outcomes;
  }
}

/** `promise`'s value, or null if it takes longer than `ms` (the timer cleared either way). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
