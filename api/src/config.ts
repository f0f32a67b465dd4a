import path from 'node:path';
import { loadLotterySettings, type LotterySettings } from './lottery/engine/settings';
import { loadWalletSettings, type WalletSettings } from './ledger/settings';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** Production scrypt cost: N=2^16, r=8, p=1 (~180 ms per hash here). Only tests may lower N. */
export const SCRYPT_PRODUCTION = { N: 2 ** 16, r: 8, p: 1 } as const;

/** Every setting of the server, read once from the environment (names in UPPER_SNAKE beside each field). */
export interface Config {
  /** PORT, HOST */
  port: number;
  host: string;
  /** DATA_DIR: where the SQLite file (and other local state) lives. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL when set, else SQLite at DATA_DIR/trade.sqlite. */
  databaseUrl: string | null;
  /** DATABASE_SCHEMA: PostgreSQL schema (search_path); tests use one per file. */
  databaseSchema: string | null;
  /** PG_POOL_MAX */
  pgPoolMax: number;
  /** WORKERS: api processes `npm start` runs on one port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  /** LOG_LEVEL: pino level, or 'silent'. */
  logLevel: string;
  /**
   * TRUST_PROXY: the server sits behind a load balancer or TLS terminator that sets X-Forwarded-For and
   * X-Forwarded-Proto: the client address (throttles, registrations per address) and the scheme (HSTS is sent
   * on HTTPS requests) are read from them. Off by default: then anyone could send those headers.
   */
  trustProxy: boolean;
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
  /** The wallet's settings (src/ledger/settings.ts). */
  wallet: WalletSettings;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`setting ${name} must be an integer, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
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

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`]]).filter(([, url]) => url),
  ) as Partial<Record<RemoteName, string>>;
  const apiLines: [string, string] = [env.API_LINE_0 ?? '', env.API_LINE_1 ?? ''];
  // Pages may load remotes from, and call, the other origins named here.
  const elsewhere = [...Object.values(remoteUrls), ...apiLines].map(originOf).filter((o): o is string => !!o);
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    pgPoolMax: int(env, 'PG_POOL_MAX', 10),
    workers: workers(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    corsOrigins: list(env.CORS_ORIGINS, /,/),
    cspExtraSources: [...new Set([...list(env.CSP_EXTRA_SOURCES, /\s+/), ...elsewhere])],
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : null,
    remoteUrls,
    apiLines,
    kefuLine: env.KEFU_LINE?.trim() ?? '',
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
  };
}
