// A throwaway PostgreSQL cluster for fault tests (src/faults): initdb'd into a temp folder, on a free port of
// 127.0.0.1, trust auth, that a test may stop, restart, freeze (SIGSTOP), thaw and cut connections of, without
// touching the machine's own PostgreSQL. Linux only; as root the cluster runs as the OS user `postgres`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type StopMode = 'smart' | 'fast' | 'immediate';
export type Settings = Record<string, string | number | boolean>;

export interface PgClusterOptions {
  /** postgresql.conf settings (passed as `-c name=value`), over the harness's defaults (fsync off, ...). */
  settings?: Settings;
  /** Shows in the temp folder's name. */
  label?: string;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const SIGNAL: Record<StopMode, NodeJS.Signals> = { smart: 'SIGTERM', fast: 'SIGINT', immediate: 'SIGQUIT' };
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Settings every throwaway cluster starts with: small, and fast where a crash of the machine is all it risks
 * (fsync off); synchronous_commit stays on, so a commit acked before an immediate stop is still there after it.
 */
const DEFAULT_SETTINGS: Settings = {
  listen_addresses: '127.0.0.1',
  fsync: 'off',
  full_page_writes: 'off',
  shared_buffers: '32MB',
  max_wal_size: '256MB',
  logging_collector: 'off',
  log_min_messages: 'warning',
  log_line_prefix: '%m [%p] ',
  dynamic_shared_memory_type: 'mmap',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settles within `ms` (its timer cleared either way, so it holds no process open). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The newest /usr/lib/postgresql/<version>/bin, else `initdb` on PATH; `postgres` beside it. */
function findBinaries(): Binaries | null {
  const candidates: string[] = [];
  const lib = '/usr/lib/postgresql';
  if (fs.existsSync(lib)) {
    const versions = fs
      .readdirSync(lib)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(lib, v, 'bin')));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const initdb = path.join(dir, 'initdb');
    if (fs.existsSync(initdb)) candidates.push(path.dirname(fs.realpathSync(initdb)));
  }
  for (const dir of candidates) {
    const initdb = path.join(dir, 'initdb');
    const postgres = path.join(dir, 'postgres');
    if (fs.existsSync(initdb) && fs.existsSync(postgres)) return { initdb, postgres };
  }
  return null;
}

/** Who runs the cluster: `postgres` when we are root (initdb refuses root), else ourselves. */
function findRunAs(): RunAs | string {
  const uid = process.getuid?.();
  if (uid === undefined) return 'no POSIX user ids on this platform';
  if (uid !== 0) return { uid, gid: process.getgid!(), name: os.userInfo().username };
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return 'running as root and there is no OS user "postgres" to run initdb as';
  const [, , u, g] = line.split(':');
  return { uid: Number(u), gid: Number(g), name: 'postgres' };
}

let support: { binaries: Binaries; runAs: RunAs } | string | undefined;
function supportOrReason(): { binaries: Binaries; runAs: RunAs } | string {
  if (support !== undefined) return support;
  if (process.platform !== 'linux') return (support = `throwaway clusters need Linux (this is ${process.platform})`);
  const binaries = findBinaries();
  if (!binaries) return (support = 'no initdb/postgres found (looked in /usr/lib/postgresql/*/bin and on PATH)');
  const runAs = findRunAs();
  if (typeof runAs === 'string') return (support = runAs);
  return (support = { binaries, runAs });
}

/** Why this machine cannot run a throwaway cluster, or null when it can. */
export function pgClusterUnsupported(): string | null {
  const s = supportOrReason();
  return typeof s === 'string' ? s : null;
}

/** A free TCP port of 127.0.0.1 (free now; the cluster keeps it for its whole life). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Pids of `pid`'s children, from /proc (pgrep -P when /proc cannot be read). */
export function childPids(pid: number): number[] {
  try {
    const children: number[] = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    }
    return children;
  } catch {
    const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    return out.stdout.split('\n').filter(Boolean).map(Number);
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

function chownTree(dir: string, runAs: RunAs): void {
  if (process.getuid?.() !== 0) return;
  fs.chownSync(dir, runAs.uid, runAs.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, runAs);
    else fs.lchownSync(full, runAs.uid, runAs.gid);
  }
}

/**
 * One initdb (~1 s) copied for each cluster (~0.2 s), kept while a cluster of this process lives: removed when the
 * last one is destroyed (jest gives each test file its own module registry, so each file makes its own).
 */
let template: { root: string; data: string; cleanup: () => void } | null = null;
let liveClusters = 0;
function releaseTemplate(): void {
  if (liveClusters > 0 || !template) return;
  template.cleanup();
  cleanups.delete(template.cleanup);
  template = null;
}
function templateDir(binaries: Binaries, runAs: RunAs): string {
  if (template && fs.existsSync(template.data)) return template.data;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-template-'));
  fs.chmodSync(root, 0o755);
  chownTree(root, runAs);
  const data = path.join(root, 'data');
  const result = spawnSync(
    binaries.initdb,
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
    { uid: runAs.uid, gid: runAs.gid, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' }, cwd: root },
  );
  if (result.status !== 0) {
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`initdb failed (${result.status ?? result.signal}): ${result.stderr || result.error}`);
  }
  template = { root, data, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
  cleanups.add(template.cleanup);
  return data;
}

/** Synchronous last-resort cleanups, run if the process exits before the tests' afterAll did theirs. */
const cleanups = new Set<() => void>();
let exitHookSet = false;
function ensureExitHook(): void {
  if (exitHookSet) return;
  exitHookSet = true;
  process.once('exit', () => {
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // best effort
      }
    }
  });
}

/**
 * A throwaway cluster. `create()` initdb's it (not started); `start()` runs the postmaster and answers once a
 * connection succeeds. The port and `url` stay the same for the cluster's whole life.
 */
export class PgCluster {
  readonly host = '127.0.0.1';
  private postmaster: ChildProcess | null = null;
  private exited: Promise<void> | null = null;
  private frozenPids: number[] = [];
  private destroyed = false;
  private readonly cleanup: () => void;

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly settings: Settings,
    private readonly binaries: Binaries,
    private readonly runAs: RunAs,
  ) {
    this.cleanup = () => {
      const pid = this.pid;
      if (pid) {
        for (const p of [pid, ...childPids(pid)]) signal(p, 'SIGCONT');
        signal(pid, 'SIGQUIT');
      }
      fs.rmSync(this.dir, { recursive: true, force: true });
    };
    cleanups.add(this.cleanup);
  }

  /** An initdb'd cluster (from the process's template), not started. Throws when `pgClusterUnsupported()` says why. */
  static async create(options: PgClusterOptions = {}): Promise<PgCluster> {
    const s = supportOrReason();
    if (typeof s === 'string') throw new Error(`cannot run a throwaway PostgreSQL: ${s}`);
    ensureExitHook();
    const data = templateDir(s.binaries, s.runAs);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pg-${options.label ?? 'cluster'}-`));
    liveClusters++;
    try {
      fs.chmodSync(dir, 0o755);
      if (process.getuid?.() === 0) fs.chownSync(dir, s.runAs.uid, s.runAs.gid);
      const copy = spawnSync('cp', ['-a', data, path.join(dir, 'data')], { encoding: 'utf8' });
      if (copy.status !== 0) throw new Error(`copying the template cluster failed: ${copy.stderr}`);
      const port = await freePort();
      return new PgCluster(dir, port, { ...DEFAULT_SETTINGS, ...options.settings }, s.binaries, s.runAs);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      liveClusters--;
      releaseTemplate();
      throw error;
    }
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }
  get logFile(): string {
    return path.join(this.dir, 'postgres.log');
  }
  /** The superuser's URL (database `postgres`), the same across restarts. */
  get url(): string {
    return this.urlFor();
  }
  /** The URL of `user` (trust auth: no password) on `database`. */
  urlFor(user = 'postgres', database = 'postgres'): string {
    return `postgres://${user}@${this.host}:${this.port}/${database}`;
  }

  /**
   * A database owned by `owner` (created as a plain LOGIN role, no superuser, when it does not exist): an app
   * that connects as it leaves PostgreSQL's superuser_reserved_connections to the harness and the operator.
   * Answers the owner's URL on it.
   */
  async createDatabase(name: string, owner = 'postgres'): Promise<string> {
    for (const id of [name, owner]) if (!/^[a-z_][a-z0-9_]{0,62}$/.test(id)) throw new Error(`not a plain identifier: ${id}`);
    if (owner !== 'postgres') {
      const [exists] = await this.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [owner]);
      if (!exists) await this.query(`CREATE ROLE ${owner} LOGIN`);
    }
    await this.query(`CREATE DATABASE ${name} OWNER ${owner}`);
    return this.urlFor(owner, name);
  }
  /** The postmaster's pid while it runs. */
  get pid(): number | null {
    return this.postmaster && this.postmaster.exitCode === null && this.postmaster.signalCode === null
      ? (this.postmaster.pid ?? null)
      : null;
  }
  get running(): boolean {
    return this.pid !== null;
  }
  get frozen(): boolean {
    return this.frozenPids.length > 0;
  }

  /** Runs the postmaster and resolves once a connection succeeds (the moment the database answers again). */
  async start(): Promise<void> {
    if (this.destroyed) throw new Error('cluster destroyed');
    if (this.running) return;
    const args = ['-D', this.dataDir];
    const settings: Settings = { ...this.settings, port: this.port, unix_socket_directories: this.dir };
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(this.binaries.postgres, args, {
      uid: this.runAs.uid,
      gid: this.runAs.gid,
      cwd: this.dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.postmaster = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.once('error', () => undefined);
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (!this.running) throw new Error(`postgres exited at start (${child.exitCode ?? child.signalCode}):\n${this.logTail()}`);
      if (await this.answers(1_000)) return;
      if (Date.now() > deadline) throw new Error(`postgres did not answer within ${START_TIMEOUT_MS} ms:\n${this.logTail()}`);
      await sleep(25);
    }
  }

  /** Whether a connection and `SELECT 1` succeed within `timeoutMs`. */
  async answers(timeoutMs = 1_000): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * Stops the postmaster: `fast` (SIGINT: backends terminated, clients see admin_shutdown), `immediate` (SIGQUIT:
   * no clean shutdown, crash recovery at the next start) or `smart` (waits for clients). A frozen cluster is
   * thawed first. Past 15 s the postmaster and its children are killed.
   */
  async stop(mode: StopMode = 'fast'): Promise<void> {
    const pid = this.pid;
    if (!pid) return;
    if (this.frozen) this.thaw();
    const children = childPids(pid);
    signal(pid, SIGNAL[mode]);
    const stopped = await settlesWithin(this.exited!, STOP_TIMEOUT_MS);
    if (!stopped) {
      for (const p of [pid, ...children]) signal(p, 'SIGKILL');
      await this.exited;
    }
    // Backends outliving their postmaster (killed, or an immediate stop) would keep the shared memory and port.
    for (let i = 0; i < 100 && children.some((p) => fs.existsSync(`/proc/${p}`)); i++) await sleep(20);
    this.postmaster = null;
  }

  async restart(mode: StopMode = 'fast'): Promise<void> {
    await this.stop(mode);
    await this.start();
  }

  /**
   * SIGSTOP of the postmaster and all its children: the port still accepts TCP connections (the kernel's backlog)
   * and sockets stay open, but nothing answers, as a hung host or a network black hole would.
   */
  freeze(): void {
    const pid = this.pid;
    if (!pid) throw new Error('cannot freeze a cluster that is not running');
    signal(pid, 'SIGSTOP'); // first, so it forks no backend we would miss
    const pids = [pid, ...childPids(pid)];
    for (const p of pids) signal(p, 'SIGSTOP');
    this.frozenPids = pids;
  }

  /** SIGCONT of everything freeze() stopped (and of any child found now). */
  thaw(): void {
    const pid = this.pid;
    const pids = new Set([...this.frozenPids, ...(pid ? [pid, ...childPids(pid)] : [])]);
    for (const p of pids) signal(p, 'SIGCONT');
    this.frozenPids = [];
  }

  /** One statement on a fresh superuser connection to `database` (closed after). */
  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params: unknown[] = [], database = 'postgres'): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.urlFor('postgres', database), connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<R>(sql, params)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * pg_terminate_backend of client backends (not this call's own): all of them, or those whose application_name
   * matches `applicationName` (exact text, or a RegExp). Answers how many were terminated.
   */
  async terminate(applicationName?: string | RegExp): Promise<number> {
    const rows = await this.query<{ pid: number; application_name: string }>(
      `SELECT pid, application_name FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    const chosen = rows.filter(
      (r) =>
        applicationName === undefined ||
        (typeof applicationName === 'string' ? r.application_name === applicationName : applicationName.test(r.application_name)),
    );
    if (!chosen.length) return 0;
    const done = await this.query<{ ok: boolean }>('SELECT pg_terminate_backend(pid) AS ok FROM unnest($1::int[]) AS pid', [
      chosen.map((r) => r.pid),
    ]);
    return done.filter((r) => r.ok).length;
  }

  /** The last lines of the server's log (for failure messages). */
  logTail(lines = 20): string {
    try {
      return fs
        .readFileSync(this.logFile, 'utf8')
        .split('\n')
        .slice(-lines - 1)
        .join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Stops the cluster (immediate) and removes its folder. Safe to call twice. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    try {
      await this.stop('immediate');
    } finally {
      fs.rmSync(this.dir, { recursive: true, force: true });
      cleanups.delete(this.cleanup);
      liveClusters--;
      releaseTemplate();
    }
  }
}
