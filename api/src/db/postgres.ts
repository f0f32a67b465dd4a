import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { CurrentSchemaIntrospector } from './schemaIntrospector';
import pg from 'pg';
import { PG_TIMEOUTS_DEFAULT, type Config } from '../config';
import { withCommitHooks } from './commitHooks';
import { DbUnavailableError } from './errors';
import type { Connection, Database } from './schema';

const PG_INT8 = 20;
/** How long past its statement timeout a query may stay unanswered before its connection is taken for dead. */
const SILENCE_GRACE_MS = 2_000;
/** How the api's own connections show in pg_stat_activity (and can be told from the operator's). */
export const APPLICATION_NAME = 'trade-api';

/** int8 (COUNT, bigint money) arrives as a JS number; amounts stay far below 2^53, and we refuse silently losing digits. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds the safe integer range`);
  return value;
}

/** The schema name is put in a connection option, so only plain identifiers are accepted. */
export function assertSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return name;
}

/** What a single connection needs (the listener, the scheduler lock). */
export type PostgresClientConfig = Pick<Config, 'databaseSchema'> & Partial<Pick<Config, 'pgTimeouts'>> & { databaseUrl: string };
export type PostgresConfig = PostgresClientConfig & Pick<Config, 'pgPoolMax'>;

/** `host:port` of a connection string, for messages (never its password). */
export function databaseAddress(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname || 'localhost'}:${port || 5432}`;
  } catch {
    return 'the DATABASE_URL address';
  }
}

/** What every connection of the app (pool, listener, scheduler lock) is opened with. */
export function clientConfig(config: PostgresClientConfig): pg.ClientConfig {
  const timeouts = config.pgTimeouts ?? PG_TIMEOUTS_DEFAULT;
  return {
    connectionString: config.databaseUrl,
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: timeouts.acquireMs,
    ...(timeouts.statementMs > 0 ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.lockMs > 0 ? { lock_timeout: timeouts.lockMs } : {}),
    // Notices a dead peer (a crashed host, a cut cable) on idle connections too.
    keepAlive: true,
    ...(config.databaseSchema ? { options: `-c search_path=${assertSchemaName(config.databaseSchema)}` } : {}),
  };
}

/**
 * A pool on DATABASE_URL that no database fault can crash and no wait can hold forever:
 * - a connection lost while a call holds it (a restart, pg_terminate_backend, a failover) fails that call only;
 *   the pool drops it and the next call opens a new one;
 * - waiting for a connection is bounded (acquisition timeout, and at most `queueMax` callers wait);
 * - a statement is bounded by the server (statement and lock timeouts) and, for a server or network gone silent,
 *   by the client: the connection is cut SILENCE_GRACE_MS after the statement timeout.
 * Each failure is an error that dbFault() classifies as 'unavailable' (answered 503, code 10020).
 */
export function openPostgres(config: PostgresConfig): Connection {
  const timeouts = config.pgTimeouts ?? PG_TIMEOUTS_DEFAULT;
  const pool = new pg.Pool({
    ...clientConfig(config),
    max: config.pgPoolMax,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // Idle clients: the pool removes one that errors; this listener only keeps its error from crashing the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A client in use has no pool listener: without this one, its lost connection would be an uncaught 'error'.
    // The query in flight fails by itself, and the pool drops the client when it is released.
    client.on('error', () => undefined);
    if (timeouts.statementMs > 0) cutWhenSilent(client, timeouts.statementMs + SILENCE_GRACE_MS);
  });
  const boundedPool: PostgresPool = {
    connect: () => {
      const wouldWait = pool.idleCount === 0 && pool.totalCount >= config.pgPoolMax;
      if (wouldWait && pool.waitingCount >= timeouts.queueMax)
        return Promise.reject(new DbUnavailableError(`${pool.waitingCount} calls already wait for a database connection`));
      return pool.connect();
    },
    end: () => pool.end(),
  };
  const dialect = {
    ...withCommitHooks(new PostgresDialect({ pool: boundedPool })),
    createIntrospector: (db: Kysely<unknown>) => new CurrentSchemaIntrospector(db),
  };
  return { db: new Kysely<Database>({ dialect }), dialect: 'postgres' };
}

/** Cuts the client's connection when a query of it gets no answer for `ms` (its error then fails that query). */
function cutWhenSilent(client: pg.PoolClient, ms: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result; // a cursor or a callback query: not the app's way
    const timer = setTimeout(() => client.connection?.stream.destroy(), ms);
    return result.finally(() => clearTimeout(timer));
  };
}
