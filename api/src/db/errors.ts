/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Why the database could not serve a call, when the fault is the database's or the way to it, not the call's:
 * - `unavailable`: no connection (refused, reset, lost mid-query, the server shutting down or starting up, too many
 *   connections), or a bound passed (pool acquisition, statement or lock timeout; SQLite locked by another process).
 * - `storageFull`: the disk under the database is full.
 * Both leave nothing half-written (the transaction rolled back or never began) and a retry may pass.
 */
export type DbFault = 'unavailable' | 'storageFull';

/** PostgreSQL SQLSTATEs of an unreachable or overloaded server, or of a bound we set (docs: errcodes-appendix). */
const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown (a restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure (retry)
  '40P01', // deadlock_detected (retry)
]);
const PG_STORAGE_FULL = new Set(['53100']); // disk_full
const NODE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLITE_UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);
const SQLITE_STORAGE_FULL = new Set(['SQLITE_FULL', 'SQLITE_IOERR_WRITE']);
/** node-postgres says these in words only (no code). */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
  'timeout expired', // a pg.Client's connectionTimeoutMillis: a server that accepts and does not answer (yet)
  'Query read timeout',
];

export function dbFault(error: unknown): DbFault | null {
  if (!error || typeof error !== 'object') return null;
  if (error instanceof DbUnavailableError) return error.fault;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (PG_STORAGE_FULL.has(code) || SQLITE_STORAGE_FULL.has(code)) return 'storageFull';
    if (PG_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.has(code) || NODE_NETWORK.has(code) || code.startsWith('08')) return 'unavailable';
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((words) => message.includes(words))) return 'unavailable';
  return null;
}

/** Thrown by our own bounds (a queue too long, a lock held too long): the call is refused as `fault`. */
export class DbUnavailableError extends Error {
  constructor(
    message: string,
    readonly fault: DbFault = 'unavailable',
  ) {
    super(message);
    this.name = 'DbUnavailableError';
  }
}
