import path from 'node:path';
import { loadAlertSettings, type AlertSettings } from './alerts/settings';
import { loadAmlSettings, type AmlSettings } from './aml/settings';
import { loadChainSettings, type ChainSettings } from './chain/settings';
import { bool, int, type Env } from './env';
import { loadOperatorSettings, type OperatorSettings } from './operators/settings';
import { loadLotterySettings, type LotterySettings } from './lottery/engine/settings';
import { loadWalletSettings, type WalletSettings } from './wallet/settings';
import { loadVerificationSettings, type VerificationSettings } from './verification/settings';
import { parseTrustProxy, type TrustProxy } from './http/proxyTrust';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** Production scrypt cost: N=2^16, r=8, p=1 (~180 ms per hash here). Only tests may lower N. */
export const SCRYPT_PRODUCTION = { N: 2 ** 16, r: 8, p: 1 } as const;

/** PostgreSQL's bounds when not configured (Config.pgTimeouts; connections opened by workers and tests). */
export const PG_TIMEOUTS_DEFAULT = { acquireMs: 5_000, statementMs: 15_000, lockMs: 5_000, queueMax: 1_000 } as const;

/** SQLITE_BUSY_SECONDS when not configured (Config.sqliteBusyMs; connections opened by workers and tests). */
export const SQLITE_BUSY_MS_DEFAULT = 5_000;

/** Every setting of the server, read once from the environment (names in UPPER_SNAKE beside each field). */
export interface Config {
  /** PORT, HOST */
  port: number;
  host: string;
  /** PUBLIC_URL: where people reach this server (links the ops CLI prints); http://localhost:PORT when unset. */
  publicUrl: string;
  /** PUBLIC_URL was unset: publicUrl is a guess from this process's PORT, which a command's shell rarely shares. */
  publicUrlGuessed: boolean;
  /** DATA_DIR: where the SQLite file (and other local state) lives. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL when set, else SQLite at DATA_DIR/trade.sqlite. */
  databaseUrl: string | null;
  /**
   * MIGRATE_DATABASE_URL: the PostgreSQL role that owns the tables and runs the migrations, when the api's own
   * DATABASE_URL role may only read and write rows (README: a least-privilege role); unset, DATABASE_URL migrates.
   */
  migrateDatabaseUrl: string | null;
  /** DATABASE_SCHEMA: PostgreSQL schema (search_path); tests use one per file. */
  databaseSchema: string | null;
  /** PG_POOL_MAX */
  pgPoolMax: number;
  /**
   * Bounds on every wait for PostgreSQL; a call that passes one is refused (503, code 10020), never left hanging:
   * PG_ACQUIRE_TIMEOUT_MS (5000) for a pool connection (free or new); PG_STATEMENT_TIMEOUT_MS (15000) per statement
   * (0: none; the server cancels it, and 2 s past it the client drops a connection that went
   * silent, e.g. a frozen server); PG_LOCK_TIMEOUT_MS (5000) for a row or table lock; PG_QUEUE_MAX (1000) calls
   * waiting for a connection, beyond which a call is refused at once.
   */
  pgTimeouts: { acquireMs: number; statementMs: number; lockMs: number; queueMax: number };
  /**
   * SQLITE_BUSY_SECONDS (5): how long a call waits for a write lock another process (the ops CLI) holds on the SQLite
   * file before it is refused (503, code 10020). The wait is asynchronous: the server keeps answering meanwhile.
   */
  sqliteBusyMs: number;
  /** DB_WAIT_SECONDS: how long start-up waits for an unreachable database, trying again with backoff, before giving up. */
  dbWaitSeconds: number;
  /** WORKERS: api processes `npm start` runs on one port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  /** LOG_LEVEL: pino level, or 'silent'. */
  logLevel: string;
  /**
   * TRUST_PROXY: the proxies in front of the server (off, on = one hop, a hop count, or their addresses/CIDRs,
   * http/proxyTrust.ts): the client address (throttles, registrations per address) is the right-most one of
   * X-Forwarded-For no trusted proxy added, the scheme (HSTS) the last X-Forwarded-Proto of a trusted peer.
   * Off by default: then anyone could send those headers.
   */
  trustProxy: TrustProxy;
  /**
   * REQUEST_TIMEOUT_SECONDS (30): a request (headers and body) still arriving after this is answered 408 and
   * its connection closed; a connection silent both ways for 4 times this is closed (http/serverTimeouts.ts).
   */
  requestTimeoutMs: number;
  /** CORS_ORIGINS: comma list of exact origins allowed to call the api from a browser. */
  corsOrigins: string[];
  /** CSP_EXTRA_SOURCES: space list of origins the served pages may load scripts/data from (remotes, api lines). */
  cspExtraSources: string[];
  /** STATIC_DIR: the folder holding shell/dist and mf-<name>/dist, served beside /api; none when unset. */
  staticDir: string | null;
  /** REMOTE_ACCOUNT_URL ... REMOTE_CONTENT_URL: where the shell loads each remote (remotes.json); default here under /mf/<name>/. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** API_LINE_0, API_LINE_1: the api base URL of each connection line (config.json); '' = this server. */
  apiLines: [string, string];
  /** KEFU_LINE: the customer-service link of GET /api/Task/kefu; '' when unset (the app then says there is none). */
  kefuLine: string;
  /** SUPPORT_EMAIL: the customer-service address the app names (the forgot-password path, /personal); '' when unset. */
  supportEmail: string;
  /** SCRYPT_N: tests only; production default 2^16. */
  scrypt: { N: number; r: number; p: number };
  /** SESSION_HOURS_REMEMBER (14 days) / SESSION_HOURS_SHORT (1 day). */
  sessionMsRemember: number;
  sessionMsShort: number;
  /** LOGIN_* : failed logins allowed per (account, address) pair, per address, per account, in a window. */
  throttle: { window: number; perPair: number; perAddress: number; perAccount: number; lockMs: number; maxLockMs: number };
  /**
   * DEVICE_PROOF_SECRET: the HMAC key of device proofs (the cookie a browser gets at a successful login; it
   * exempts that browser from the per-account login lock), and the one a key of the idempotency store's request
   * hashes is derived from (http/idempotency.ts). Unset: generated once and kept in
   * DATA_DIR/device-proof-secret.txt. Several api processes must share one value.
   */
  deviceProofSecret: string | null;
  /** DEVICE_PROOF_DAYS: how long a device proof stays valid (renewed at each login). */
  deviceProofMs: number;
  /** REGISTRATIONS_PER_HOUR: accounts (members and guests) one address may create per hour. */
  registrationsPerHour: number;
  /** SEED_DEMO: create the demo member demo / demo1234 at start (default on). */
  seedDemo: boolean;
  /** IDEMPOTENCY_TTL_HOURS: stored answers older than this may be pruned. */
  idempotencyTtlMs: number;
  /** REALITY_CHECK_TEST_MINUTE: e2e only: setRealityCheck also accepts 1 minute (default off). */
  realityCheckTestMinute: boolean;
  /** LOTTERY_*: the lottery engine's calendar, scheduler and batches (src/lottery/engine/settings.ts). */
  lottery: LotterySettings;
  /** The wallet's settings (src/wallet/settings.ts). */
  wallet: WalletSettings;
  /** TRON_JSONRPC_URL, TRC20_USDT_CONTRACT, CHAIN_*: the chain watcher crediting deposits (src/chain/settings.ts). */
  chain: ChainSettings;
  /** ALERT_*: where alerts go and what raises them (src/alerts/settings.ts). */
  alerts: AlertSettings;
  /** AML_*: the anti-money-laundering rules' thresholds (src/aml/settings.ts). */
  aml: AmlSettings;
  /** OPS_*: the console's sessions, idle operators and the addresses it answers (src/operators/settings.ts). */
  operators: OperatorSettings;
  /** KYC_*: the withdrawal thresholds of member verification and its image size (src/verification/settings.ts). */
  verification: VerificationSettings;
}

function list(raw: string | undefined, separator: RegExp): string[] {
  return (raw ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

const HOUR = 3_600_000;

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

/** scrypt N from SCRYPT_N: a power of two; below the production 2^16 only for tests (the server warns at start). */
function scryptN(env: Env): number {
  const n = int(env, 'SCRYPT_N', SCRYPT_PRODUCTION.N);
  if (n < 2 || (n & (n - 1)) !== 0) throw new Error(`setting SCRYPT_N must be a power of two, got ${n}`);
  return n;
}

/** WORKERS: 1 or more; several only on PostgreSQL, as one process owns the SQLite file. */
function workers(env: Env): number {
  const n = int(env, 'WORKERS', 1);
  if (n < 1) throw new Error(`setting WORKERS must be 1 or more, got ${n}`);
  if (n > 1 && !env.DATABASE_URL)
    throw new Error(
      `setting WORKERS=${n} needs PostgreSQL: one process owns the SQLite file (DATA_DIR/trade.sqlite); set DATABASE_URL to a PostgreSQL to run several`,
    );
  return n;
}

/** REQUEST_TIMEOUT_SECONDS: 1 or more (0 would let a request trickle in forever). */
function requestTimeoutSeconds(env: Env): number {
  const seconds = int(env, 'REQUEST_TIMEOUT_SECONDS', 30);
  if (seconds < 1) throw new Error(`setting REQUEST_TIMEOUT_SECONDS must be 1 or more, got ${seconds}`);
  return seconds;
}

/** DATABASE_URL and MIGRATE_DATABASE_URL: PostgreSQL URLs (a typo would otherwise be taken for a host name and waited for). */
function postgresUrl(env: Env, name: 'DATABASE_URL' | 'MIGRATE_DATABASE_URL'): string | null {
  const url = env[name];
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//i.test(url))
    throw new Error(`setting ${name} must be a PostgreSQL URL such as postgres://user:password@host:5432/database`);
  return url;
}

function migrateDatabaseUrl(env: Env): string | null {
  const url = postgresUrl(env, 'MIGRATE_DATABASE_URL');
  if (url && !env.DATABASE_URL)
    throw new Error('setting MIGRATE_DATABASE_URL needs DATABASE_URL: it is the role that migrates the PostgreSQL the api uses');
  return url;
}

/** Where the server keeps its files (the SQLite database, the demo deposit key): DATA_DIR, default ./data. */
export function dataDirOf(env: Env): string {
  return path.resolve(env.DATA_DIR || './data');
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = dataDirOf(env);
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`]]).filter(([, url]) => url),
  ) as Partial<Record<RemoteName, string>>;
  const apiLines: [string, string] = [env.API_LINE_0 ?? '', env.API_LINE_1 ?? ''];
  // Pages may load remotes from, and call, the other origins named here.
  const elsewhere = [...Object.values(remoteUrls), ...apiLines].map(originOf).filter((o): o is string => !!o);
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env, 'PORT', 8080)}`).replace(/\/+$/, ''),
    publicUrlGuessed: !env.PUBLIC_URL,
    dataDir,
    databaseUrl: postgresUrl(env, 'DATABASE_URL'),
    migrateDatabaseUrl: migrateDatabaseUrl(env),
    databaseSchema: env.DATABASE_SCHEMA || null,
    pgPoolMax: int(env, 'PG_POOL_MAX', 10),
    pgTimeouts: {
      acquireMs: int(env, 'PG_ACQUIRE_TIMEOUT_MS', PG_TIMEOUTS_DEFAULT.acquireMs),
      statementMs: int(env, 'PG_STATEMENT_TIMEOUT_MS', PG_TIMEOUTS_DEFAULT.statementMs),
      lockMs: int(env, 'PG_LOCK_TIMEOUT_MS', PG_TIMEOUTS_DEFAULT.lockMs),
      queueMax: int(env, 'PG_QUEUE_MAX', PG_TIMEOUTS_DEFAULT.queueMax),
    },
    sqliteBusyMs: int(env, 'SQLITE_BUSY_SECONDS', SQLITE_BUSY_MS_DEFAULT / 1000) * 1000,
    dbWaitSeconds: int(env, 'DB_WAIT_SECONDS', 60),
    workers: workers(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: requestTimeoutSeconds(env) * 1000,
    corsOrigins: list(env.CORS_ORIGINS, /,/),
    cspExtraSources: [...new Set([...list(env.CSP_EXTRA_SOURCES, /\s+/), ...elsewhere])],
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : null,
    remoteUrls,
    apiLines,
    kefuLine: env.KEFU_LINE?.trim() ?? '',
    supportEmail: env.SUPPORT_EMAIL?.trim() ?? '',
    scrypt: { ...SCRYPT_PRODUCTION, N: scryptN(env) },
    sessionMsRemember: int(env, 'SESSION_HOURS_REMEMBER', 14 * 24) * HOUR,
    sessionMsShort: int(env, 'SESSION_HOURS_SHORT', 24) * HOUR,
    throttle: {
      window: int(env, 'LOGIN_WINDOW_MINUTES', 15) * 60_000,
      perPair: int(env, 'LOGIN_FAILS_PER_PAIR', 5),
      perAddress: int(env, 'LOGIN_FAILS_PER_ADDRESS', 20),
      perAccount: int(env, 'LOGIN_FAILS_PER_ACCOUNT', 50),
      lockMs: int(env, 'LOGIN_LOCK_MINUTES', 1) * 60_000,
      maxLockMs: int(env, 'LOGIN_MAX_LOCK_MINUTES', 15) * 60_000,
    },
    deviceProofSecret: env.DEVICE_PROOF_SECRET || null,
    deviceProofMs: int(env, 'DEVICE_PROOF_DAYS', 90) * 24 * HOUR,
    registrationsPerHour: int(env, 'REGISTRATIONS_PER_HOUR', 30),
    seedDemo: bool(env, 'SEED_DEMO', true),
    idempotencyTtlMs: int(env, 'IDEMPOTENCY_TTL_HOURS', 24) * HOUR,
    realityCheckTestMinute: bool(env, 'REALITY_CHECK_TEST_MINUTE', false),
    lottery: loadLotterySettings(env),
    wallet: loadWalletSettings(env),
    chain: loadChainSettings(env),
    alerts: loadAlertSettings(env),
    aml: loadAmlSettings(env),
    operators: loadOperatorSettings(env),
    verification: loadVerificationSettings(env),
  };
}
