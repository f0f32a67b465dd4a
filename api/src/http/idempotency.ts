import { createHmac } from 'node:crypto';
import type { Envelope } from 'shared-contracts';
import type { Db, Trx } from '../db/schema';
import { AppError, ERR } from '../i18n/errors';

/**
 * Stripe-like idempotency for every state-changing call:
 * - the same key and the same request replay the first answer (success or refusal) without running again;
 * - the same key with a different request is refused (10011);
 * - the key and its answer are written in the same transaction as the write they guard, so either both
 *   exist or neither; a concurrent twin waits on the key's row and then replays;
 * - transient refusals (throttling, internal errors) are not stored: a retry runs again.
 * Without a key the call simply runs in one transaction. Calls that open a session (login, register, guest)
 * never use a key (`replayable: false` in route.ts): a stored answer must never mint a session.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function checkKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new AppError(ERR.idempotencyKeyInvalid);
  return raw;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What identifies a request: method, path and the validated body without `host` and `lang` (they change no effect),
 * as an HMAC under `key` (requestHashKey): a body may hold a password or a security code, and a plain hash of it,
 * kept a day in idempotency_keys, would give a 6-digit code back to a copy of the database in a million tries.
 */
export function requestHash(key: Buffer, method: string, path: string, input: unknown): string {
  const { host: _host, lang: _lang, ...body } = (input ?? {}) as Record<string, unknown>;
  return createHmac('sha256', key)
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** requestHash's key, derived from the server's secret (the device proofs' key): one key for one use. */
export function requestHashKey(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('idempotency request hash').digest();
}

export interface MutationSpec<P, T> {
  db: Db;
  /** 'u:<id>' or 'ip:<address>'. */
  scope: string;
  key: string | null;
  hash: string;
  /** Slow or read-only work before the transaction (e.g. scrypt); may refuse with an AppError. */
  prepare: () => Promise<P>;
  /** The write, inside the transaction that also stores the key. */
  run: (trx: Trx, prepared: P) => Promise<Envelope<T>>;
  /** The envelope of a refusal. */
  refusal: (error: AppError) => Envelope<unknown>;
}

type Stored = { request_hash: string; response: string };

class KeyTaken extends Error {}

async function findKey(db: Db, scope: string, key: string): Promise<Stored | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

async function claimKey(db: Db | Trx, scope: string, key: string, hash: string, response: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: hash, response, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface MutationResult {
  answer: Envelope<unknown>;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * The requests with a key running in this process, by scope and key: a twin waits for the first to settle and
 * then replays its answer, rather than running its slow checks beside it (where a twin of a right security
 * code would spend one of the throttle's attempts, and be refused once the burst outgrows the limit).
 */
const inFlight = new Map<string, Promise<unknown>>();

export async function idempotentMutation<P, T>(spec: MutationSpec<P, T>): Promise<MutationResult> {
  if (spec.key === null) return mutate(spec);
  const id = `${spec.scope}\n${spec.key}`;
  for (let first = inFlight.get(id); first; first = inFlight.get(id)) await first.catch(() => undefined);
  const running = mutate(spec);
  inFlight.set(id, running);
  try {
    return await running;
  } finally {
    if (inFlight.get(id) === running) inFlight.delete(id);
  }
}

async function mutate<P, T>(spec: MutationSpec<P, T>): Promise<MutationResult> {
  const { db, scope, key, hash } = spec;
  const replayStored = (stored: Stored): MutationResult => {
    if (stored.request_hash !== hash) throw new AppError(ERR.idempotencyKeyReused);
    return { answer: JSON.parse(stored.response) as Envelope<unknown>, replayed: true };
  };
  /**
   * Stores a lasting refusal as the key's answer, or, when a twin with the same key committed first (its
   * effects may be why this one was refused), answers the twin's answer. Otherwise rethrows.
   */
  const refuse = async (error: unknown): Promise<MutationResult> => {
    if (key === null) throw error;
    const lasting = error instanceof AppError && !error.def.transient;
    const taken = error instanceof KeyTaken || (lasting && !(await claimKey(db, scope, key, hash, JSON.stringify(spec.refusal(error)))));
    const prior = taken ? await findKey(db, scope, key) : undefined;
    if (prior) return replayStored(prior);
    throw error;
  };

  if (key) {
    const prior = await findKey(db, scope, key);
    if (prior) return replayStored(prior);
  }

  let prepared: P;
  try {
    prepared = await spec.prepare();
  } catch (error) {
    return refuse(error);
  }

  try {
    const answer = await db.transaction().execute(async (trx) => {
      if (key && !(await claimKey(trx, scope, key, hash, ''))) throw new KeyTaken();
      const answer = await spec.run(trx, prepared);
      if (key) {
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(answer) })
          .where('scope', '=', scope)
          .where('key', '=', key)
          .execute();
      }
      return answer;
    });
    return { answer, replayed: false };
  } catch (error) {
    return refuse(error);
  }
}

/** Deletes stored answers older than `ttlMs`; returns how many. */
export async function pruneIdempotencyKeys(db: Db, ttlMs: number, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - ttlMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
